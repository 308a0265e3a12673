// Plain JPEGs for the file chooser. The app keeps one copy of each content per project, so photos
// meant as different shots must differ in their bytes: the colour comes from the name.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function namedPhoto(name: string, width = 640, height = 480): Promise<Photo> {
  const [r, g, b] = createHash('sha256').update(name).digest();
  return { name, mimeType: 'image/jpeg', buffer: await sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).jpeg().toBuffer() };
}
