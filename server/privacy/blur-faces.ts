// Makes faces unrecognisable on a stored copy: each face with a margin for hair and ears is
// coarsened to a few blocks and blurred over, so no detail is left to sharpen back.
import sharp from 'sharp';
import { encodedAs } from '../files/images.ts';
import type { StoredImageType } from '../files/sniff.ts';
import type { FaceBox } from './face-detector.ts';

const MARGIN = 0.3;
/** Blocks across a face: enough to see a head was there, too few for anyone to be recognised. */
const BLOCKS = 6;

export async function blurFaces(image: Buffer, type: StoredImageType, faces: readonly FaceBox[]): Promise<Buffer> {
  const { width, height } = (await sharp(image).metadata()).autoOrient;
  const patches = [];
  for (const face of faces) {
    const left = Math.max(0, Math.floor(face.x - face.width * MARGIN));
    const top = Math.max(0, Math.floor(face.y - face.height * MARGIN));
    const right = Math.min(width, Math.ceil(face.x + face.width * (1 + MARGIN)));
    const bottom = Math.min(height, Math.ceil(face.y + face.height * (1 + MARGIN)));
    if (right - left < 2 || bottom - top < 2) continue;
    const region = { left, top, width: right - left, height: bottom - top };
    const blocks = await sharp(image).rotate().extract(region).resize(BLOCKS, BLOCKS, { fit: 'fill' }).removeAlpha().png().toBuffer();
    const patch = await sharp(blocks)
      .resize(region.width, region.height, { fit: 'fill', kernel: 'nearest' })
      .blur(Math.max(1, Math.min(region.width, region.height) / (BLOCKS * 2)))
      .png()
      .toBuffer();
    patches.push({ input: patch, left, top });
  }
  return encodedAs(sharp(image).rotate().composite(patches), type).toBuffer();
}
