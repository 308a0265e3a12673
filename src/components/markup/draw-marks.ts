// Draws marks onto a canvas, and makes the marked copy of a photo (a JPEG) that the grid and the
// protocol show; the original stays untouched and the marks stay data.
import { MARK_COLORS, MARK_EDGE, markSizes, textLines, type PhotoMark } from '@/domain/photo-marks';
import { MARK_FONT, MARK_FONT_WEIGHT, markPaths, type MarkSizes, type ShapeMark } from './mark-geometry';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function drawShape(context: Context2D, mark: ShapeMark, width: number, height: number, sizes: MarkSizes) {
  const paths = markPaths(mark, width, height, sizes);
  const line = new Path2D(paths.line);
  const head = paths.head ? new Path2D(paths.head) : null;
  // The dark edge first, the colour over it: the mark reads on light and dark ground alike.
  context.strokeStyle = MARK_EDGE;
  context.lineWidth = sizes.line + 2 * sizes.edge;
  context.stroke(line);
  if (head) {
    context.lineWidth = 2 * sizes.edge;
    context.stroke(head);
  }
  const color = MARK_COLORS[mark.color];
  context.strokeStyle = color;
  context.lineWidth = sizes.line;
  context.stroke(line);
  if (head) {
    context.fillStyle = color;
    context.fill(head);
  }
}

function drawText(context: Context2D, mark: Extract<PhotoMark, { kind: 'text' }>, width: number, height: number, sizes: MarkSizes) {
  context.font = `${MARK_FONT_WEIGHT} ${sizes.font}px ${MARK_FONT}`;
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  const [x, y] = [mark.at[0] * width, mark.at[1] * height];
  textLines(mark.text).forEach((line, index) => {
    const lineY = y + index * sizes.lineHeight;
    context.strokeStyle = MARK_EDGE;
    context.lineWidth = 2 * sizes.textEdge;
    context.strokeText(line, x, lineY);
    context.fillStyle = MARK_COLORS[mark.color];
    context.fillText(line, x, lineY);
  });
}

/** Draws every mark, in order, onto a canvas showing the photo at `width` × `height` pixels. */
export function drawMarks(context: Context2D, marks: readonly PhotoMark[], width: number, height: number): void {
  const sizes = markSizes(width, height);
  context.save();
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const mark of marks) {
    if (mark.kind === 'text') drawText(context, mark, width, height, sizes);
    else drawShape(context, mark, width, height, sizes);
  }
  context.restore();
}

const JPEG_QUALITY = 0.9;

/**
 * The photo with its marks as a JPEG, at the photo's resolution but no edge longer than
 * `maxEdge`. The image must be same-origin or a blob: URL: a cross-origin one taints the canvas
 * and the export fails.
 */
export async function renderMarkedCopy(image: ImageBitmap | HTMLImageElement, marks: readonly PhotoMark[], maxEdge = 2560): Promise<Blob> {
  const [naturalWidth, naturalHeight] = 'naturalWidth' in image ? [image.naturalWidth, image.naturalHeight] : [image.width, image.height];
  if (!naturalWidth || !naturalHeight) throw new Error('image not loaded');
  const scale = Math.min(1, maxEdge / Math.max(naturalWidth, naturalHeight));
  const [width, height] = [Math.max(1, Math.round(naturalWidth * scale)), Math.max(1, Math.round(naturalHeight * scale))];
  const paint = (context: Context2D | null) => {
    if (!context) throw new Error('no 2D canvas');
    // White under the photo: a transparent PNG would otherwise turn black as a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    drawMarks(context, marks, width, height);
  };
  const offscreen = typeof OffscreenCanvas !== 'undefined';
  const canvas = offscreen ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
  try {
    if (canvas instanceof HTMLCanvasElement) {
      paint(canvas.getContext('2d'));
      return await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG export failed'))), 'image/jpeg', JPEG_QUALITY),
      );
    }
    paint(canvas.getContext('2d'));
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  } finally {
    // iOS counts canvas memory against a small budget until the canvas is emptied.
    canvas.width = 0;
    canvas.height = 0;
  }
}
