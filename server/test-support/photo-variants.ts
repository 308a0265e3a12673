// Different "photos" of the same motif for sorting tests: the demo photos cropped, mirrored,
// lighter or darker, as a second shot of the same roof or cabinet would be; and motifs that
// resemble none of them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PHOTOS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'photos');

export const DEMO_PHOTOS = { 'dach-aussen': 'dach-aussen.jpg', 'dach-innen': 'dach-innen.jpg', elektrik: 'zaehlerschrank.jpg', aufstellort: 'aufstellort.jpg' } as const;
export type DemoMotif = keyof typeof DEMO_PHOTOS;

export function demoPhoto(motif: DemoMotif): Promise<Buffer> {
  return readFile(path.join(PHOTOS, DEMO_PHOTOS[motif]));
}

export interface Variation {
  /** Share of width and height kept, and where the crop starts (0…1 of the rest). */
  crop?: { keep: number; x: number; y: number };
  flip?: boolean;
  brightness?: number;
  rotate?: number;
}

export const VARIATIONS: Variation[] = [
  { crop: { keep: 0.8, x: 0.5, y: 0.5 }, brightness: 1.1 },
  { flip: true, crop: { keep: 0.85, x: 0, y: 1 } },
  { crop: { keep: 0.8, x: 1, y: 0 }, brightness: 0.9 },
  { flip: true, rotate: 4, brightness: 1.05 },
];

export async function variant(bytes: Buffer, variation: Variation): Promise<Buffer> {
  let image = sharp(bytes);
  const { width = 1, height = 1 } = await image.metadata();
  if (variation.crop) {
    const w = Math.round(width * variation.crop.keep);
    const h = Math.round(height * variation.crop.keep);
    image = sharp(await image.extract({ left: Math.round((width - w) * variation.crop.x), top: Math.round((height - h) * variation.crop.y), width: w, height: h }).toBuffer());
  }
  if (variation.flip) image = image.flop();
  if (variation.rotate) image = image.rotate(variation.rotate, { background: '#808080' });
  if (variation.brightness) image = image.modulate({ brightness: variation.brightness });
  return image.jpeg({ quality: 85 }).toBuffer();
}

/** A motif none of the demo photos show: a sunny meadow under a blue sky with a red ball. */
export function meadow(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="300" fill="#5fa8e8"/><circle cx="520" cy="80" r="45" fill="#ffe066"/>
    <rect y="300" width="640" height="180" fill="#4caf50"/><circle cx="220" cy="380" r="40" fill="#e53935"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A house front seen from the street: brick, windows and a door, like no other motif here. */
export function facade(width = 640): Promise<Buffer> {
  const bricks = Array.from({ length: 24 }, (_, row) =>
    Array.from({ length: 17 }, (_, col) => `<rect x="${col * 40 - (row % 2) * 20}" y="${row * 20}" width="38" height="18" fill="#b5522e"/>`).join(''),
  ).join('');
  const windows = [60, 260, 460].map((x) => `<rect x="${x}" y="80" width="110" height="120" fill="#cfe3f2" stroke="#fff" stroke-width="8"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 640 480"><rect width="640" height="480" fill="#e8e0d8"/>${bricks}${windows}<rect x="270" y="300" width="100" height="180" fill="#3b2a1e"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A photographed page of an electricity bill: black text on white paper. */
export function billPage(): Promise<Buffer> {
  const lines = ['Stadtwerke Musterstadt GmbH', 'Jahresabrechnung Strom 2025', 'Zählernummer 1ESY1160512345', 'Abrechnungszeitraum 01.01.2025 - 31.12.2025', 'Verbrauch 3856 kWh', 'Netzbetreiber Westnetz GmbH', 'Arbeitspreis 32,10 ct/kWh'];
  const text = lines.map((line, i) => `<text x="60" y="${120 + i * 70}" font-family="sans-serif" font-size="34" fill="#111">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1000"><rect width="1240" height="1000" fill="#fafafa"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
