// The photo to mark, loaded and decoded once: its natural size lays out the marks, and the same
// element is drawn into the marked copy.
import { useEffect, useState } from 'react';
import { logWarning } from '@/platform/log';

export interface LoadedImage {
  url: string;
  element: HTMLImageElement;
  width: number;
  height: number;
}

type ImageState = { state: 'loading' } | { state: 'ready'; image: LoadedImage } | { state: 'failed' };

export function useLoadedImage(url: string): ImageState {
  const [result, setResult] = useState<{ url: string; value: ImageState } | null>(null);
  useEffect(() => {
    let alive = true;
    const element = new Image();
    const settle = (value: ImageState) => alive && setResult({ url, value });
    element.onload = () => {
      // naturalWidth is the size as shown, EXIF rotation applied, as the <img> and the canvas draw it.
      const [width, height] = [element.naturalWidth, element.naturalHeight];
      settle(width && height ? { state: 'ready', image: { url, element, width, height } } : { state: 'failed' });
    };
    element.onerror = (error) => {
      logWarning('Foto zum Markieren konnte nicht geladen werden', error);
      settle({ state: 'failed' });
    };
    element.src = url;
    return () => {
      alive = false;
      element.onload = null;
      element.onerror = null;
    };
  }, [url]);
  return result?.url === url ? result.value : { state: 'loading' };
}
