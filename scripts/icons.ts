// Draws Vor-Ort's app icons (a house with solar panels on its roof under the sun) as SVG and
// renders the PNG sizes the manifest and iOS need. Run with `npm run icons`; output is committed.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { BRAND_COLORS } from '../src/platform/brand-colors.ts';

/** The motif on a 100×100 canvas, centred in the maskable safe zone (a circle of radius 40). */
const motif = `
  <circle cx="70" cy="27" r="8" fill="${BRAND_COLORS.secondaryLight}"/>
  <g stroke="${BRAND_COLORS.secondaryLight}" stroke-width="2.4" stroke-linecap="round">
    <path d="M70 14v-4M70 44v-4M57 27h-4M87 27h-4M61 18l-3-3M79 36l3 3M79 18l3-3"/>
  </g>
  <path d="M22 50 L50 28 L78 50 L78 76 L22 76 Z" fill="#ffffff"/>
  <path d="M17 52 L50 25 L83 52" fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
  <path d="M32 47 L50 33 L64 44 L46 58 Z" fill="${BRAND_COLORS.secondary}"/>
  <path d="M41 40 L55 51 M36.5 43.5 L50.5 54.5 M46 36.5 L60 47.5 M39 52.5 L57 38.5" stroke="#ffffff" stroke-width="1.2"/>
  <rect x="44" y="62" width="12" height="14" rx="1.5" fill="${BRAND_COLORS.primary}"/>
  <rect x="28" y="60" width="10" height="8" rx="1" fill="${BRAND_COLORS.primaryDark}" opacity=".55"/>
  <rect x="62" y="60" width="10" height="8" rx="1" fill="${BRAND_COLORS.primaryDark}" opacity=".55"/>`;

function iconSvg(maskable: boolean): string {
  const background = maskable
    ? `<rect width="100" height="100" fill="${BRAND_COLORS.primary}"/>`
    : `<rect x="4" y="4" width="92" height="92" rx="22" fill="${BRAND_COLORS.primary}"/>`;
  const content = maskable ? `<g transform="translate(10 10) scale(.8)">${motif}</g>` : motif;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${background}${content}</svg>`;
}

async function render(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: (72 * size) / 100 }).resize(size, size).png({ compressionLevel: 9 }).toFile(file);
}

await mkdir('public/icons', { recursive: true });
await writeFile('public/favicon.svg', iconSvg(false));
await render(iconSvg(false), 192, 'public/icons/icon-192.png');
await render(iconSvg(false), 512, 'public/icons/icon-512.png');
await render(iconSvg(true), 192, 'public/icons/maskable-192.png');
await render(iconSvg(true), 512, 'public/icons/maskable-512.png');
await render(iconSvg(true), 180, 'public/icons/apple-touch-icon.png');
process.stdout.write('Icons geschrieben: public/favicon.svg, public/icons/*.png\n');
