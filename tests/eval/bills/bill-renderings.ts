// A bill's pages as the analysis receives them: the PDF with its text layer, a scan (each page
// an image in a PDF, grey, slightly skewed, no text layer), or phone photos of each page
// (perspective, a shadow across the sheet, a fold, blur and JPEG), as surveyors take them.
import { Image, Page } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import sharp from 'sharp';
import type { AnalysisFile } from '../../../server/analysis/analysis.ts';
import { asFile } from '../../../server/analysis/bill/bill-fixtures.ts';
import { renderPdfPage, STANDARD_FONTS } from '../../../server/analysis/bill/bill-text.ts';
import { renderPdf } from './bill-parts.ts';
import type { Rendering } from './bill-set.ts';

/** Each page of the PDF as a PNG at `scale` × 72 dpi. */
async function pageImages(pdf: Buffer, scale: number): Promise<Buffer[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  try {
    const images: Buffer[] = [];
    for (let number = 1; number <= document.numPages; number += 1) images.push(await renderPdfPage(document, number, scale));
    return images;
  } finally {
    await document.destroy();
  }
}

/** A scanner's page: grey, a little skewed and soft, at 150 dpi, wrapped in a PDF without text. */
async function scanned(pdf: Buffer, seed: number): Promise<Buffer> {
  const images = await pageImages(pdf, 150 / 72);
  const scans = await Promise.all(
    images.map((image, index) =>
      sharp(image)
        .flatten({ background: '#ffffff' })
        .greyscale()
        .rotate(((seed + index) % 2 === 0 ? 1 : -1) * 0.7, { background: '#ffffff' })
        .blur(0.5)
        .jpeg({ quality: 70 })
        .toBuffer(),
    ),
  );
  return renderPdf(scans.map((data) => h(Page, { size: 'A4' }, h(Image, { src: { data, format: 'jpg' }, style: { width: '100%' } }))));
}

/** Solves the 8 unknowns of the homography that maps the unit square's corners onto `quad`. */
function squareToQuad(quad: Array<[number, number]>): number[] {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const k = (dx1 * sy - sx * dy1) / det;
  return [x1 - x0 + g * x1, x3 - x0 + k * x3, x0, y1 - y0 + g * y1, y3 - y0 + k * y3, y0, g, k];
}

/**
 * A phone photo of a printed page: the sheet seen at an angle on a darker table (corners pulled
 * in by up to 6 % of the width), a shadow falling across it, a fold across the middle, blur and
 * JPEG. The page is warped by inverse mapping with bilinear sampling.
 */
async function photographed(image: Buffer, seed: number): Promise<Buffer> {
  const source = await sharp(image).flatten({ background: '#ffffff' }).resize({ width: 1400 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: sw, height: sh } = source.info;
  const out = { width: 1500, height: Math.round((1500 * sh) / sw) + 100 };
  const pull = (index: number) => ((seed * 7 + index * 13) % 7) * 0.01 * out.width;
  const quad: Array<[number, number]> = [
    [40 + pull(0), 40 + pull(1) / 2],
    [out.width - 40 - pull(2), 40 + pull(3) / 3],
    [out.width - 40 - pull(4) / 2, out.height - 40 - pull(5) / 3],
    [40 + pull(6) / 3, out.height - 40],
  ];
  // Destination pixel → unit square by the inverse of the square-to-quad mapping.
  const [a, b, c, d, e, f, g, k] = squareToQuad(quad);
  const A = e - f * k;
  const B = c * k - b;
  const C = b * f - c * e;
  const D = f * g - d;
  const E = a - c * g;
  const F = c * d - a * f;
  const G = d * k - e * g;
  const H = b * g - a * k;
  const I = a * e - b * d;
  const pixels = Buffer.alloc(out.width * out.height * 3);
  const src = source.data;
  const shadowAngle = (seed % 4) * (Math.PI / 2) + 0.6;
  const foldY = 0.45 + (seed % 3) * 0.05;
  for (let y = 0; y < out.height; y += 1) {
    for (let x = 0; x < out.width; x += 1) {
      const w = G * x + H * y + I;
      const u = (A * x + B * y + C) / w;
      const v = (D * x + E * y + F) / w;
      const target = (y * out.width + x) * 3;
      if (u < 0 || u > 1 || v < 0 || v > 1) {
        // The table: a darker, warm brown with a little grain.
        const grain = ((x * 31 + y * 17) % 11) - 5;
        pixels[target] = 96 + grain;
        pixels[target + 1] = 78 + grain;
        pixels[target + 2] = 60 + grain;
        continue;
      }
      // A fold bends the sheet: the rows just beyond it are pulled back a little.
      const fold = v - foldY;
      const bent = Math.abs(fold) < 0.0015 ? foldY - 0.0015 : v;
      const px = Math.min(sw - 1.001, u * (sw - 1));
      const py = Math.min(sh - 1.001, bent * (sh - 1));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      // Light: a shadow darkens one side of the sheet to about 65 %, the fold's crease a little more.
      const along = Math.cos(shadowAngle) * (u - 0.5) + Math.sin(shadowAngle) * (v - 0.5);
      const light = (0.82 + 0.2 * Math.tanh(along * 3)) * (Math.abs(fold) < 0.003 ? 0.8 : 1);
      for (let channel = 0; channel < 3; channel += 1) {
        const at = (yy: number, xx: number) => src[(yy * sw + xx) * 3 + channel];
        const top = at(y0, x0) * (1 - fx) + at(y0, x0 + 1) * fx;
        const bottom = at(y0 + 1, x0) * (1 - fx) + at(y0 + 1, x0 + 1) * fx;
        const tint = channel === 2 ? 0.94 : channel === 1 ? 0.98 : 1;
        pixels[target + channel] = Math.max(0, Math.min(255, (top * (1 - fy) + bottom * fy) * light * tint));
      }
    }
  }
  return sharp(pixels, { raw: { width: out.width, height: out.height, channels: 3 } }).blur(0.9).jpeg({ quality: 72 }).toBuffer();
}

/** The files a bill reaches the analysis as: one PDF, or one photo per page. */
export async function renderBill(pdf: Buffer, rendering: Rendering, seed: number): Promise<AnalysisFile[]> {
  if (rendering === 'pdf') return [asFile(pdf, 'rechnung.pdf')];
  if (rendering === 'scan') return [asFile(await scanned(pdf, seed), 'scan.pdf')];
  const images = await pageImages(pdf, 200 / 72);
  return Promise.all(images.map(async (image, index) => asFile(await photographed(image, seed + index), `seite-${index + 1}.jpg`)));
}
