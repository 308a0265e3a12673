// Draws the analysis' detections into a photo: a coloured box per object with its German label
// on a filled tag, sized to the photo, so the annotated outer roof (SPEC §7) reads on paper too.
import sharp from 'sharp';
import type { Detection } from '../../src/domain/image.ts';

const COLOURS = ['#ffb300', '#e53935', '#1e88e5', '#43a047', '#8e24aa', '#00acc1'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The photo upright as JPEG with every detection drawn in. */
export async function drawDetections(photo: Buffer, detections: Detection[]): Promise<Buffer> {
  const upright = await sharp(photo).rotate().toBuffer();
  const { width = 1, height = 1 } = await sharp(upright).metadata();
  const stroke = Math.max(3, Math.round(Math.min(width, height) / 200));
  const fontSize = Math.max(14, Math.round(Math.min(width, height) / 32));
  const labels = [...new Set(detections.map((detection) => detection.label))];
  const shapes = detections.map((detection) => {
    const colour = COLOURS[labels.indexOf(detection.label) % COLOURS.length];
    const x = Math.round(detection.box.x * width);
    const y = Math.round(detection.box.y * height);
    const w = Math.max(1, Math.round(detection.box.width * width));
    const h = Math.max(1, Math.round(detection.box.height * height));
    const text = detection.confidence === undefined ? detection.label : `${detection.label} ${Math.round(detection.confidence * 100)} %`;
    const tagWidth = Math.round(text.length * fontSize * 0.62 + fontSize * 0.8);
    const tagHeight = Math.round(fontSize * 1.5);
    // The tag sits above the box, or inside it when the box touches the top edge.
    const tagY = y - tagHeight >= 0 ? y - tagHeight : y;
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>
      <rect x="${x}" y="${tagY}" width="${tagWidth}" height="${tagHeight}" fill="${colour}"/>
      <text x="${x + Math.round(fontSize * 0.4)}" y="${tagY + Math.round(fontSize * 1.1)}" font-family="DejaVu Sans" font-size="${fontSize}" fill="#111">${escapeXml(text)}</text>`;
  });
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
  return sharp(upright).composite([{ input: Buffer.from(overlay), top: 0, left: 0 }]).jpeg({ quality: 85 }).toBuffer();
}
