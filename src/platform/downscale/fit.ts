// The size a photo is downscaled to before upload: its longest edge at most `maxEdge`, the
// aspect ratio kept, never enlarged.
export const DEFAULT_MAX_EDGE = 2560;
export const DEFAULT_JPEG_QUALITY = 0.85;

export function fitWithin(width: number, height: number, maxEdge = DEFAULT_MAX_EDGE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 'IMG_1234.HEIC' → 'IMG_1234.jpg' once the photo has been re-encoded as JPEG. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}
