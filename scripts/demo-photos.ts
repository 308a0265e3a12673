// Draws the demo project's four survey photos (roof outside and inside, meter cabinet, place for
// the storage unit) as SVG and renders them to small JPEGs, so the seed data needs no real
// customer photos. Run with `npx tsx scripts/demo-photos.ts`; the output in server/seed/photos is committed.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { seededRandom } from '../server/test-support/seeded-random.ts';

const WIDTH = 1024;
const HEIGHT = 768;
const OUT_DIR = 'server/seed/photos';
const MAX_BYTES = 60_000;

type Point = [number, number];


const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const points = (list: Point[]) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
const polygon = (list: Point[], attributes: string) => `<polygon points="${points(list)}" ${attributes}/>`;

/** Multiplies a shape by fractal noise, so plaster, concrete, wood and wool get a surface instead of a flat fill. */
function textureFilter(id: string, frequency: string, octaves: number, strength: number, seed: number): string {
  const row = `${strength} 0 0 0 ${1 - strength}`;
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}" result="noise"/>
    <feColorMatrix in="noise" type="matrix" values="${row} ${row} ${row} 0 0 0 0 1" result="shade"/>
    <feBlend in="SourceGraphic" in2="shade" mode="multiply" result="textured"/>
    <feComposite in="textured" in2="SourceGraphic" operator="in"/>
  </filter>`;
}

const blurFilter = (id: string, deviation: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs>${defs}</defs>${body}</svg>`;
}

/** Roof seen from the garden: clay pan tiles in perspective, a roof window, ridge and gutter, sky behind. */
function roofOutside(): string {
  const next = seededRandom(11);
  const vanishing: Point = [430, -2200];
  const eavesY = 560;
  const ridgeY = 178;
  const towardsVanishing = (x: number, y: number): number => lerp(vanishing[0], x, (y - vanishing[1]) / (eavesY - vanishing[1]));
  const vergeAt = (y: number) => lerp(960, 842, (eavesY - y) / (eavesY - ridgeY));
  /** A rectangle on the roof plane, given by its x at the eaves and its bottom and top y, in perspective. */
  const onRoof = (left: number, right: number, bottom: number, top: number): Point[] => [
    [towardsVanishing(left, bottom), bottom],
    [towardsVanishing(right, bottom), bottom],
    [towardsVanishing(right, top), top],
    [towardsVanishing(left, top), top],
  ];

  const rows: number[] = [];
  let y = eavesY;
  let height = 31;
  while (y > ridgeY + 4) {
    rows.push(y);
    y -= height;
    height *= 0.965;
  }
  rows.push(ridgeY);

  const tiles: string[] = [];
  for (let row = 0; row < rows.length - 1; row++) {
    const [bottom, top] = [rows[row], rows[row + 1]];
    const courseHeight = bottom - top;
    const offset = row % 2 ? 17 : 0;
    for (let x = -60 + offset; x < 1000; x += 34) {
      const corners = onRoof(x, x + 34, bottom, top);
      if (corners[0][0] > vergeAt(bottom)) continue;
      const shade = 0.82 + next() * 0.3;
      tiles.push(polygon(corners, `fill="url(#pan)" opacity="${Math.min(1, shade).toFixed(2)}"`));
      if (next() < 0.12) tiles.push(polygon(corners, `fill="#2f2a1c" opacity="${(0.12 + next() * 0.2).toFixed(2)}"`));
    }
    // Each course's lit lower edge throws a thin shadow onto the course below it.
    tiles.push(`<rect x="-20" y="${bottom.toFixed(1)}" width="1000" height="${(courseHeight * 0.25 + 3).toFixed(1)}" fill="url(#courseShadow)"/>`);
    tiles.push(`<rect x="-20" y="${(bottom - 2).toFixed(1)}" width="1000" height="2" fill="#d88a66" opacity=".35"/>`);
  }

  const roofOutline: Point[] = [[-20, eavesY], [vergeAt(eavesY), eavesY], [vergeAt(ridgeY), ridgeY], [-20, ridgeY]];
  const [windowBottom, windowTop] = [rows[3] - 4, rows[9] + 2];
  const roofWindow = `
    ${polygon(onRoof(310, 450, windowBottom + 9, windowTop + 9), 'fill="#1c130e" opacity=".55" filter="url(#soft6)"')}
    ${polygon(onRoof(300, 440, windowBottom, windowTop), 'fill="url(#flashing)"')}
    ${polygon(onRoof(309, 431, windowBottom - 9, windowTop + 6), 'fill="#3d4247"')}
    ${polygon(onRoof(318, 422, windowBottom - 17, windowTop + 12), 'fill="url(#glass)"')}
    ${polygon(onRoof(318, 422, windowBottom - 17, windowTop + 12), 'fill="url(#glassGlare)"')}
    ${polygon(onRoof(309, 431, windowTop + 8, windowTop + 6), 'fill="none" stroke="#8d949a" stroke-width="2"')}`;

  const chimney = `
    <polygon points="668,236 720,236 722,118 668,118" fill="#00000055" filter="url(#soft6)" transform="translate(14 10)"/>
    <rect x="664" y="112" width="56" height="128" fill="url(#brick)"/>
    <rect x="664" y="112" width="56" height="128" fill="url(#chimneyShade)"/>
    <rect x="658" y="104" width="68" height="12" fill="#6b6a66"/>
    <rect x="658" y="114" width="68" height="3" fill="#3a3834"/>`;

  const ridgeEnd = vergeAt(ridgeY) + 6;
  const ridgeTiles: string[] = [`<rect x="-20" y="${ridgeY - 20}" width="${ridgeEnd + 20}" height="26" fill="#4a1c12"/>`];
  for (let x = -20; x < ridgeEnd; x += 42) {
    const w = Math.min(44, ridgeEnd - x);
    ridgeTiles.push(`<rect x="${x}" y="${ridgeY - 22}" width="${w}" height="26" rx="6" fill="url(#ridgeTile)"/>`);
    ridgeTiles.push(`<rect x="${x}" y="${ridgeY - 22}" width="4" height="26" fill="#2b0f09" opacity=".5"/>`);
  }
  const ridge = ridgeTiles.join('');

  const trees = Array.from({ length: 16 }, (_, i) => {
    const cx = 905 + next() * 130;
    const cy = 400 + (i / 15) * 230 + next() * 30;
    const tone = ['#3f6330', '#4f7a3a', '#5d8744', '#35542a'][i % 4];
    return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(34 + next() * 30).toFixed(0)}" ry="${(40 + next() * 36).toFixed(0)}" fill="${tone}"/>`;
  }).join('');

  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="#4f83c2"/><stop offset=".55" stop-color="#8fb6e0"/><stop offset="1" stop-color="#d4e3ef"/>
    </linearGradient>
    <linearGradient id="pan" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#6e2c1d"/><stop offset=".3" stop-color="#a4492f"/><stop offset=".55" stop-color="#8c3a25"/>
      <stop offset=".8" stop-color="#5d2418"/><stop offset="1" stop-color="#7a3220"/>
    </linearGradient>
    <linearGradient id="courseShadow" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#220c07" stop-opacity=".7"/><stop offset="1" stop-color="#220c07" stop-opacity="0"/>
    </linearGradient>
    <clipPath id="roof">${polygon(roofOutline, '')}</clipPath>
    <linearGradient id="roofLight" x1="0" y1="0" x2="1" y2="0.4">
      <stop offset="0" stop-color="#fff4e0" stop-opacity=".18"/><stop offset=".6" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity=".28"/>
    </linearGradient>
    <linearGradient id="ridgeTile" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c0613f"/><stop offset=".35" stop-color="#9a4329"/><stop offset="1" stop-color="#4e1d12"/>
    </linearGradient>
    <linearGradient id="flashing" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6c7177"/><stop offset="1" stop-color="#3f4449"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="#a9c3dc"/><stop offset=".45" stop-color="#56728f"/><stop offset="1" stop-color="#263647"/>
    </linearGradient>
    <linearGradient id="glassGlare" x1="0" y1="0" x2="1" y2="1">
      <stop offset=".25" stop-color="#fff" stop-opacity="0"/><stop offset=".35" stop-color="#fff" stop-opacity=".35"/>
      <stop offset=".45" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="gutter" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#eef0f1"/><stop offset=".2" stop-color="#c3c7ca"/><stop offset=".7" stop-color="#8e9397"/>
      <stop offset="1" stop-color="#5f6468"/>
    </linearGradient>
    <linearGradient id="pipe" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#7d8286"/><stop offset=".35" stop-color="#e2e5e7"/><stop offset="1" stop-color="#6a6f73"/>
    </linearGradient>
    <linearGradient id="facade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#e8e0cf"/><stop offset="1" stop-color="#cfc6b3"/>
    </linearGradient>
    <linearGradient id="chimneyShade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".7" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity=".35"/>
    </linearGradient>
    <pattern id="brick" width="28" height="14" patternUnits="userSpaceOnUse">
      <rect width="28" height="14" fill="#8f4b35"/><rect y="6" width="28" height="1.5" fill="#c9b8a3"/>
      <rect y="13" width="28" height="1.5" fill="#c9b8a3"/><rect x="13" width="1.5" height="6" fill="#c9b8a3"/>
      <rect x="3" y="7" width="1.5" height="6" fill="#c9b8a3"/>
    </pattern>
    ${textureFilter('weathered', '0.012 0.03', 4, 0.35, 4)}
    ${textureFilter('plaster', '0.9', 2, 0.12, 7)}
    ${blurFilter('soft6', 6)}
    ${blurFilter('cloud', 22)}
    ${textureFilter('leaves', '0.09', 3, 0.75, 9)}`;

  return svg(
    defs,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <g filter="url(#cloud)" fill="#fff">
      <ellipse cx="180" cy="80" rx="170" ry="34" opacity=".75"/><ellipse cx="300" cy="60" rx="120" ry="30" opacity=".6"/>
      <ellipse cx="860" cy="120" rx="190" ry="40" opacity=".7"/><ellipse cx="960" cy="95" rx="110" ry="28" opacity=".6"/>
    </g>
    <g filter="url(#leaves)">${trees}<rect x="930" y="610" width="100" height="170" fill="#3c5a2a"/></g>
    <g clip-path="url(#roof)"><g filter="url(#weathered)">${polygon(roofOutline, 'fill="#7a3220"')}${tiles.join('')}</g></g>
    ${polygon(roofOutline, 'fill="url(#roofLight)"')}
    ${ridge}
    <polygon points="${vergeAt(eavesY)},${eavesY} ${vergeAt(eavesY) + 14},${eavesY} ${vergeAt(ridgeY) + 10},${ridgeY - 16} ${vergeAt(ridgeY)},${ridgeY - 10}" fill="#e9e4da"/>
    ${chimney}
    ${roofWindow}
    <rect x="-20" y="${eavesY + 18}" width="${vergeAt(eavesY) + 10}" height="200" fill="url(#facade)" filter="url(#plaster)"/>
    <rect x="-20" y="${eavesY + 18}" width="${vergeAt(eavesY) + 10}" height="22" fill="#2d241d" opacity=".55" filter="url(#soft6)"/>
    <rect x="-20" y="${eavesY + 2}" width="${vergeAt(eavesY) + 14}" height="22" fill="#f1ede6"/>
    <rect x="-20" y="${eavesY - 8}" width="${vergeAt(eavesY) + 22}" height="24" rx="11" fill="url(#gutter)"/>
    <rect x="-20" y="${eavesY - 9}" width="${vergeAt(eavesY) + 22}" height="3" fill="#f7f8f8"/>
    <rect x="${vergeAt(eavesY) - 26}" y="${eavesY + 12}" width="20" height="230" fill="url(#pipe)"/>
    <rect x="${vergeAt(eavesY) - 30}" y="${eavesY + 90}" width="28" height="6" fill="#7b8084"/>
    <rect x="250" y="660" width="230" height="140" fill="#f4f4f2"/>
    <rect x="264" y="674" width="202" height="120" fill="#43505c"/>
    <rect x="264" y="674" width="202" height="120" fill="url(#glassGlare)"/>
    <rect x="362" y="674" width="8" height="120" fill="#f4f4f2"/>
    <rect x="640" y="640" width="120" height="140" fill="#f4f4f2"/><rect x="652" y="652" width="96" height="130" fill="#3e4a55"/>
    <rect x="652" y="652" width="96" height="130" fill="url(#glassGlare)"/>`,
  );
}

/** Attic from below: spruce rafters converging towards the ridge, mineral wool between them, a purlin across. */
function roofInside(): string {
  const next = seededRandom(23);
  const vanishing: Point = [512, -900];
  const centreX = 512;
  const towardsVanishing = (x: number, y: number): number => lerp(vanishing[0], x, (y - vanishing[1]) / (HEIGHT - vanishing[1]));
  // The face of a rafter that touches the insulation is farther away, so it shows shifted towards the image centre.
  const back = ([x, y]: Point): Point => [lerp(x, centreX, 0.1), y];

  const seams: string[] = [];
  for (let y = HEIGHT - 40, gap = 150; y > 0; y -= gap, gap *= 0.82) {
    seams.push(`<rect x="0" y="${y.toFixed(0)}" width="${WIDTH}" height="${(gap * 0.06 + 2).toFixed(1)}" fill="#6b4b16" opacity=".45"/>`);
  }

  const sides: string[] = [];
  const faces: string[] = [];
  const contact: string[] = [];
  for (const bottomX of [-150, 140, 430, 720, 1010]) {
    const half = 46;
    const left: [Point, Point] = [[towardsVanishing(bottomX - half, HEIGHT + 20), HEIGHT + 20], [towardsVanishing(bottomX - half, -20), -20]];
    const right: [Point, Point] = [[towardsVanishing(bottomX + half, HEIGHT + 20), HEIGHT + 20], [towardsVanishing(bottomX + half, -20), -20]];
    const inner = bottomX < centreX ? right : left;
    sides.push(polygon([inner[0], inner[1], back(inner[1]), back(inner[0])], 'fill="url(#rafterSide)" filter="url(#grainSide)"'));
    // The wool bulges against both sides of a rafter and leaves a dark seam there.
    contact.push(polygon([inner[0], inner[1], back(inner[1]), back(inner[0])], 'fill="#1f1406" opacity=".7" filter="url(#soft12)"'));
    const outer = inner === left ? right : left;
    contact.push(`<line x1="${outer[0][0]}" y1="${outer[0][1]}" x2="${outer[1][0]}" y2="${outer[1][1]}" stroke="#2a1a06" stroke-width="10" opacity=".6" filter="url(#soft3)"/>`);
    faces.push(polygon([left[0], right[0], right[1], left[1]], 'fill="url(#rafterFace)" filter="url(#grain)"'));
    for (let i = 0; i < 3; i++) {
      const y = 80 + next() * 600;
      const x = lerp(towardsVanishing(bottomX - half, y), towardsVanishing(bottomX + half, y), 0.3 + next() * 0.4);
      faces.push(`<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(5 + next() * 4).toFixed(0)}" ry="${(9 + next() * 6).toFixed(0)}" fill="#7a4e22" opacity=".55"/>`);
    }
  }

  const defs = `
    <linearGradient id="wool" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e8b94a"/><stop offset=".5" stop-color="#f6cf5e"/><stop offset="1" stop-color="#ffdc70"/>
    </linearGradient>
    <linearGradient id="rafterFace" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#b67b38"/><stop offset=".6" stop-color="#e2a95e"/><stop offset="1" stop-color="#f4c47c"/>
    </linearGradient>
    <linearGradient id="rafterSide" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5e3e1b"/><stop offset="1" stop-color="#9c6e3c"/>
    </linearGradient>
    <linearGradient id="purlinFace" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ebb46c"/><stop offset="1" stop-color="#c98d4a"/>
    </linearGradient>
    <radialGradient id="lamp" cx=".3" cy=".85" r=".9">
      <stop offset="0" stop-color="#fff1c8" stop-opacity=".3"/><stop offset=".5" stop-color="#2a1805" stop-opacity="0"/>
      <stop offset="1" stop-color="#2a1805" stop-opacity=".6"/>
    </radialGradient>
    <linearGradient id="underPurlin" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1a1004" stop-opacity=".75"/><stop offset="1" stop-color="#1a1004" stop-opacity="0"/>
    </linearGradient>
    <filter id="fluff" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="0.022 0.04" numOctaves="4" seed="3"/>
      <feGaussianBlur stdDeviation="2.2" result="noise"/>
      <feDiffuseLighting in="noise" surfaceScale="5" diffuseConstant="1" lighting-color="#fff">
        <feDistantLight azimuth="250" elevation="55"/>
      </feDiffuseLighting>
      <feComponentTransfer result="relief">
        <feFuncR type="linear" slope=".5" intercept=".52"/><feFuncG type="linear" slope=".5" intercept=".52"/>
        <feFuncB type="linear" slope=".5" intercept=".52"/>
      </feComponentTransfer>
      <feBlend in="SourceGraphic" in2="relief" mode="multiply"/>
    </filter>
    ${textureFilter('grain', '0.22 0.006', 3, 0.35, 5)}
    ${textureFilter('grainSide', '0.3 0.01', 2, 0.3, 6)}
    ${textureFilter('grainAcross', '0.004 0.25', 3, 0.35, 8)}
    ${blurFilter('soft12', 12)}
    ${blurFilter('soft3', 3)}`;

  const purlinTop = 300;
  return svg(
    defs,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wool)" filter="url(#fluff)"/>
    <g filter="url(#soft3)">${seams.join('')}</g>
    ${contact.join('')}
    ${sides.join('')}
    ${faces.join('')}
    <rect x="0" y="${purlinTop + 110}" width="${WIDTH}" height="70" fill="url(#underPurlin)"/>
    <rect x="0" y="${purlinTop}" width="${WIDTH}" height="84" fill="url(#purlinFace)" filter="url(#grainAcross)"/>
    <rect x="0" y="${purlinTop + 84}" width="${WIDTH}" height="30" fill="#6e4a24" filter="url(#grainAcross)"/>
    <rect x="0" y="${purlinTop - 2}" width="${WIDTH}" height="3" fill="#f0cf9a" opacity=".6"/>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#lamp)"/>`,
  );
}

/** Meter cabinet with its door open: a digital meter in the upper field, rows of circuit breakers below. */
function meterCabinet(): string {
  const [left, top, right, bottom] = [150, 36, 860, 748];

  const screws = (points: Point[]) =>
    points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="url(#screw)"/><path d="M${x - 4} ${y}h8" stroke="#55585b" stroke-width="1.6"/>`).join('');

  const meter = (() => {
    const [x, y] = [300, 96];
    return `
      <rect x="${x + 8}" y="${y + 10}" width="200" height="280" rx="10" fill="#000" opacity=".45" filter="url(#soft8)"/>
      <rect x="${x}" y="${y}" width="200" height="280" rx="10" fill="url(#meterBody)"/>
      <rect x="${x}" y="${y + 178}" width="200" height="102" rx="10" fill="#4c5054"/>
      <rect x="${x}" y="${y + 178}" width="200" height="14" fill="#3b3e42"/>
      <rect x="${x + 22}" y="${y + 34}" width="156" height="58" rx="4" fill="#2e3336"/>
      <rect x="${x + 27}" y="${y + 39}" width="146" height="48" rx="2" fill="url(#lcd)"/>
      <text x="${x + 33}" y="${y + 55}" font-family="DejaVu Sans Mono" font-size="11" fill="#2a3128">1.8.0</text>
      <text x="${x + 166}" y="${y + 80}" font-family="DejaVu Sans Mono" font-size="22" font-weight="bold" fill="#1f251d" text-anchor="end">012847.3</text>
      <text x="${x + 166}" y="${y + 54}" font-family="DejaVu Sans" font-size="10" fill="#2a3128" text-anchor="end">kWh</text>
      <circle cx="${x + 45}" cy="${y + 118}" r="15" fill="#1d1f21"/><circle cx="${x + 45}" cy="${y + 118}" r="7" fill="#3c4044"/>
      <circle cx="${x + 92}" cy="${y + 112}" r="4" fill="#ff3b2f"/><circle cx="${x + 92}" cy="${y + 112}" r="10" fill="#ff3b2f" opacity=".25" filter="url(#soft3)"/>
      <text x="${x + 104}" y="${y + 116}" font-family="DejaVu Sans" font-size="9" fill="#45494c">10000 imp/kWh</text>
      <text x="${x + 22}" y="${y + 24}" font-family="Liberation Sans" font-size="13" font-weight="bold" fill="#3b4044">eHZ</text>
      <text x="${x + 60}" y="${y + 24}" font-family="Liberation Sans" font-size="9" fill="#5a5f63">3x230/400V 5(60)A 50Hz</text>
      <rect x="${x + 22}" y="${y + 140}" width="156" height="26" fill="#fbfbf8"/>
      <rect x="${x + 28}" y="${y + 145}" width="70" height="16" fill="url(#barcode)"/>
      <text x="${x + 104}" y="${y + 157}" font-family="DejaVu Sans Mono" font-size="9" fill="#333">1EMH00 7318</text>
      <circle cx="${x + 100}" cy="${y + 236}" r="8" fill="#9aa0a5"/><path d="M${x + 100} ${y + 244} q-6 20 4 34" stroke="#b7b9bb" stroke-width="1.2" fill="none"/>
      <rect x="${x + 93}" y="${y + 276}" width="14" height="9" rx="2" fill="#8c8f91"/>`;
  })();

  type Module = { width: number; rating: string; label: string; handle?: string };
  const breakerRow = (y: number, modules: Module[]) => {
    const [slotLeft, slotRight] = [left + 60, right - 60];
    const parts: string[] = [
      `<rect x="${left + 40}" y="${y - 52}" width="${right - left - 80}" height="150" fill="url(#cover)"/>`,
      `<rect x="${slotLeft - 2}" y="${y - 2}" width="${slotRight - slotLeft + 4}" height="66" fill="#3a3c3e"/>`,
      `<rect x="${left + 60}" y="${y + 80}" width="${right - left - 120}" height="22" fill="#f5f2e6"/>`,
    ];
    let x = slotLeft;
    for (const module of modules) {
      const width = module.width * 24 - 1;
      parts.push(`<rect x="${x}" y="${y}" width="${width}" height="62" rx="1" fill="url(#module)"/>`);
      parts.push(`<rect x="${x + width / 2 - 6}" y="${y + 14}" width="12" height="24" rx="2" fill="${module.handle ?? '#33373b'}"/>`);
      parts.push(`<rect x="${x + width / 2 - 6}" y="${y + 14}" width="12" height="6" rx="2" fill="#fff" opacity=".25"/>`);
      parts.push(`<rect x="${x + 3}" y="${y + 3}" width="${width - 6}" height="7" fill="#e6e5df"/>`);
      parts.push(`<text x="${x + width / 2}" y="${y + 54}" font-family="Liberation Sans" font-size="8" fill="#555" text-anchor="middle">${module.rating}</text>`);
      parts.push(`<text x="${x + width / 2}" y="${y + 95}" font-family="Liberation Sans" font-size="8.5" fill="#2b3f8a" text-anchor="middle">${module.label}</text>`);
      x += module.width * 24;
    }
    // Unused places in the slot are closed with blanking strips.
    for (; x + 24 <= slotRight; x += 24) parts.push(`<rect x="${x}" y="${y}" width="23.6" height="62" fill="url(#blank)"/>`);
    return parts.join('');
  };

  // Label strips carry short names: a module is only 18 mm wide.
  const breakers = (labels: string[]): Module[] => labels.map((label) => ({ width: 1, rating: 'B16', label }));
  const rowOne = [
    { width: 4, rating: 'FI 40A 30mA', label: 'FI 1', handle: '#1e57a8' },
    { width: 3, rating: 'B16 3-pol.', label: 'Herd' },
    ...breakers(['Kü', 'Bad', 'L EG', 'WZ', 'Flur', 'Kind', 'SZ']),
  ];
  const rowTwo = [
    { width: 4, rating: 'FI 40A 30mA', label: 'FI 2', handle: '#1e57a8' },
    ...breakers(['Kell', 'Hzg', 'Gar', 'Au', 'WM', 'TR', 'Büro']),
    { width: 3, rating: 'B32 3-pol.', label: 'Durchl.' },
  ];

  const defs = `
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e4e0d8"/><stop offset="1" stop-color="#c9c4ba"/>
    </linearGradient>
    <linearGradient id="housing" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e3e4e2"/><stop offset="1" stop-color="#b8bab8"/>
    </linearGradient>
    <linearGradient id="inside" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#a9acab"/><stop offset="1" stop-color="#c4c6c4"/>
    </linearGradient>
    <linearGradient id="door" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#9fa2a1"/><stop offset="1" stop-color="#d7d8d6"/>
    </linearGradient>
    <linearGradient id="meterBody" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f2f2ef"/><stop offset="1" stop-color="#cfd0cc"/>
    </linearGradient>
    <linearGradient id="lcd" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#b9c4ae"/><stop offset="1" stop-color="#96a28c"/>
    </linearGradient>
    <linearGradient id="cover" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e9eae7"/><stop offset="1" stop-color="#cfd1ce"/>
    </linearGradient>
    <linearGradient id="module" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#d9d9d4"/><stop offset=".2" stop-color="#f7f7f3"/><stop offset="1" stop-color="#dcdcd7"/>
    </linearGradient>
    <pattern id="blank" width="23" height="8" patternUnits="userSpaceOnUse">
      <rect width="23" height="8" fill="#d8d8d4"/><rect y="7" width="23" height="1" fill="#cacac5"/>
    </pattern>
    <radialGradient id="screw"><stop offset="0" stop-color="#d6d8da"/><stop offset="1" stop-color="#7e8286"/></radialGradient>
    <pattern id="barcode" width="9" height="16" patternUnits="userSpaceOnUse">
      <rect width="2" height="16" fill="#222"/><rect x="3" width="1" height="16" fill="#222"/><rect x="6" width="2" height="16" fill="#222"/>
    </pattern>
    <linearGradient id="flash" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity=".18"/>
    </linearGradient>
    ${textureFilter('plaster', '0.7', 3, 0.14, 12)}
    ${textureFilter('powder', '1.4', 1, 0.06, 13)}
    ${blurFilter('soft8', 8)}
    ${blurFilter('soft3', 3)}`;

  return svg(
    defs,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)" filter="url(#plaster)"/>
    <rect x="${left + 14}" y="${top + 16}" width="${right - left}" height="${bottom - top}" fill="#000" opacity=".4" filter="url(#soft8)"/>
    <polygon points="${right},${top + 6} ${right + 120},${top - 30} ${right + 120},${bottom + 40} ${right},${bottom - 6}" fill="#000" opacity=".3" filter="url(#soft8)"/>
    <rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" rx="6" fill="url(#housing)" filter="url(#powder)"/>
    <rect x="${left + 22}" y="${top + 22}" width="${right - left - 44}" height="${bottom - top - 44}" fill="url(#inside)"/>
    <rect x="${left + 22}" y="${top + 22}" width="${right - left - 44}" height="12" fill="#000" opacity=".25" filter="url(#soft3)"/>
    <rect x="${left + 40}" y="${top + 40}" width="${right - left - 80}" height="330" fill="#c9cbc9"/>
    ${screws([[left + 56, top + 56], [right - 56, top + 56], [left + 56, top + 354], [right - 56, top + 354]])}
    <rect x="560" y="96" width="200" height="280" rx="4" fill="#dedfdc" stroke="#b5b7b5"/>
    ${screws([[660, 120], [660, 352]])}
    <text x="660" y="240" font-family="Liberation Sans" font-size="13" fill="#8a8d8c" text-anchor="middle">Zählerplatz 2</text>
    ${meter}
    ${breakerRow(448, rowOne)}
    ${breakerRow(600, rowTwo)}
    <polygon points="${right},${top + 4} ${right + 110},${top - 26} ${right + 110},${bottom + 30} ${right},${bottom - 4}" fill="url(#door)" filter="url(#powder)"/>
    <polygon points="${right + 20},${top + 60} ${right + 80},${top + 44} ${right + 80},${top + 250} ${right + 20},${top + 256}" fill="#c3c5c3"/>
    <polygon points="${right + 26},${top + 72} ${right + 74},${top + 60} ${right + 74},${top + 230} ${right + 26},${top + 240}" fill="#f2efe4"/>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#flash)"/>`,
  );
}

/** Cellar corner where the storage unit could stand: concrete floor, painted walls, a heating pipe and a socket. */
function cellarCorner(): string {
  const horizon = 300;
  const corner: Point = [540, 470];
  // Where the floor lines of each wall meet the horizon: all lines along that wall run towards it.
  const rightVanishing: Point = [56, horizon];
  const leftVanishing: Point = [1246, horizon];
  const along = (vanishing: Point, [x, y]: Point, toX: number): Point => [toX, vanishing[1] + ((y - vanishing[1]) * (toX - vanishing[0])) / (x - vanishing[0])];
  const rightFloor = along(rightVanishing, corner, WIDTH);
  const leftFloor = along(leftVanishing, corner, 0);

  /** A pipe along one wall, from the corner to the image edge, at the given height in the corner. */
  const pipe = (vanishing: Point, toX: number, atCorner: number, radius: number, fill: string) => {
    const top = along(vanishing, [corner[0], atCorner - radius], toX);
    const bottom = along(vanishing, [corner[0], atCorner + radius], toX);
    return polygon([[corner[0], atCorner - radius], top, bottom, [corner[0], atCorner + radius]], `fill="${fill}"`);
  };
  const copperStrands: [offset: number, radius: number, fill: string][] = [
    [0, 13, '#b06a3c'],
    [-5, 4, '#e9b58a'],
    [9, 4, '#7a4424'],
  ];
  const copper = (atCorner: number) =>
    copperStrands
      .map(([offset, radius, fill]) => pipe(leftVanishing, -10, atCorner + offset, radius, fill) + pipe(rightVanishing, WIDTH + 10, atCorner + offset, radius, fill))
      .join('');
  const clamps = ([[leftVanishing, 140], [leftVanishing, 390], [rightVanishing, 640], [rightVanishing, 790], [rightVanishing, 960]] as const).map(([vanishing, x]) => {
    const [, centre] = along(vanishing, [corner[0], 176], x);
    const scale = (x - vanishing[0]) / (corner[0] - vanishing[0]);
    return `<rect x="${x}" y="${(centre - 14 * scale).toFixed(1)}" width="${(6 * scale).toFixed(1)}" height="${(34 * scale).toFixed(1)}" fill="#8e9194"/>`;
  });

  const defs = `
    <linearGradient id="leftWall" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="#e2ddd2"/><stop offset="1" stop-color="#c7c1b4"/>
    </linearGradient>
    <linearGradient id="rightWall" x1="0" y1="0" x2="1" y2="0.2">
      <stop offset="0" stop-color="#b9b3a6"/><stop offset="1" stop-color="#cfc9bc"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#a39f96"/><stop offset="1" stop-color="#c4bfb4"/>
    </linearGradient>
    <linearGradient id="damp" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6d6250" stop-opacity="0"/><stop offset="1" stop-color="#6d6250" stop-opacity=".35"/>
    </linearGradient>
    <radialGradient id="bulb" cx=".3" cy=".1" r="1.2">
      <stop offset="0" stop-color="#fff6dc" stop-opacity=".25"/><stop offset=".55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity=".4"/>
    </radialGradient>
    <linearGradient id="drain" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#6f7479"/><stop offset=".35" stop-color="#aeb3b7"/><stop offset="1" stop-color="#5c6166"/>
    </linearGradient>
    ${textureFilter('concrete', '0.6', 3, 0.22, 21)}
    ${textureFilter('stains', '0.006 0.018', 3, 0.3, 22)}
    ${textureFilter('wallPaint', '0.35', 3, 0.14, 23)}
    ${textureFilter('dampEdge', '0.03', 3, 0.9, 24)}
    ${blurFilter('soft4', 4)}
    ${blurFilter('soft10', 10)}`;

  const floorOutline: Point[] = [leftFloor, corner, rightFloor, [WIDTH, HEIGHT], [0, HEIGHT]];
  return svg(
    defs,
    `${polygon([[0, 0], [corner[0], 0], corner, leftFloor], 'fill="url(#leftWall)" filter="url(#wallPaint)"')}
    ${polygon([[corner[0], 0], [WIDTH, 0], rightFloor, corner], 'fill="url(#rightWall)" filter="url(#wallPaint)"')}
    ${polygon([leftFloor, corner, rightFloor, along(rightVanishing, [corner[0], corner[1] - 70], WIDTH), [corner[0], corner[1] - 70], along(leftVanishing, [corner[0], corner[1] - 70], 0)], 'fill="url(#damp)" filter="url(#dampEdge)"')}
    <line x1="${corner[0]}" y1="0" x2="${corner[0]}" y2="${corner[1]}" stroke="#5d564a" stroke-width="16" opacity=".35" filter="url(#soft10)"/>
    <g filter="url(#concrete)"><g filter="url(#stains)">${polygon(floorOutline, 'fill="url(#floor)"')}</g></g>
    ${polygon([leftFloor, corner, rightFloor], 'fill="none" stroke="#3b372f" stroke-width="14" opacity=".45" filter="url(#soft10)"')}
    <path d="M ${corner[0] + 40} ${corner[1] + 110} l 60 30 l 20 -4 l 90 62 l 30 10 l 70 70" stroke="#4d4a45" stroke-width="1.6" fill="none" opacity=".7"/>
    <ellipse cx="380" cy="640" rx="56" ry="20" fill="#585651"/><ellipse cx="380" cy="638" rx="48" ry="16" fill="#3d3b38"/>
    <g stroke="#7b7872" stroke-width="3">${[-30, -15, 0, 15, 30].map((dx) => `<line x1="${380 + dx}" y1="${624 + Math.abs(dx) / 6}" x2="${380 + dx}" y2="${652 - Math.abs(dx) / 6}"/>`).join('')}</g>
    <rect x="80" y="250" width="58" height="66" rx="6" fill="#000" opacity=".35" filter="url(#soft4)" transform="translate(5 6)"/>
    <rect x="80" y="250" width="58" height="66" rx="6" fill="#d9dad6"/>
    <circle cx="109" cy="283" r="20" fill="#c6c7c3"/><circle cx="101" cy="283" r="3.5" fill="#333"/><circle cx="117" cy="283" r="3.5" fill="#333"/>
    <rect x="104" y="0" width="10" height="250" fill="#d2d3cf"/><rect x="112" y="0" width="4" height="250" fill="#000" opacity=".15"/>
    <g opacity=".5" filter="url(#soft4)" transform="translate(4 20)">${pipe(leftVanishing, -10, 176, 13, '#3f3a30')}${pipe(rightVanishing, WIDTH + 10, 176, 13, '#3f3a30')}</g>
    ${copper(176)}
    <circle cx="${corner[0]}" cy="176" r="14" fill="#a4622f"/><circle cx="${corner[0] - 3}" cy="172" r="5" fill="#e0a97c"/>
    ${clamps.join('')}
    <rect x="222" y="0" width="34" height="${along(leftVanishing, corner, 239)[1] + 14}" fill="url(#drain)"/>
    <rect x="256" y="0" width="12" height="${along(leftVanishing, corner, 239)[1] + 6}" fill="#5a5349" opacity=".35" filter="url(#soft4)"/>
    <ellipse cx="239" cy="${along(leftVanishing, corner, 239)[1] + 14}" rx="17" ry="5" fill="#4f5357"/>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bulb)"/>`,
  );
}

async function render(name: string, drawing: string, seed: number): Promise<void> {
  const { data, info } = await sharp(Buffer.from(drawing)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const next = seededRandom(seed);
  // Sensor noise and lens fall-off: what makes a flat drawing read as a photo at a glance.
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const dx = (x - info.width / 2) / (info.width / 2);
      const dy = (y - info.height / 2) / (info.height / 2);
      const falloff = 1 - 0.22 * Math.min(1, (dx * dx + dy * dy) / 2) ** 1.3;
      const grain = (next() + next() + next() - 1.5) * 9;
      for (let channel = 0; channel < 3; channel++) {
        const index = (y * info.width + x) * 3 + channel;
        data[index] = Math.max(0, Math.min(255, data[index] * falloff + grain));
      }
    }
  }
  const photo = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).blur(0.5);
  for (let quality = 84; quality >= 40; quality -= 4) {
    const jpeg = await photo.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_BYTES) {
      await writeFile(`${OUT_DIR}/${name}`, jpeg);
      process.stdout.write(`${name}: ${(jpeg.length / 1000).toFixed(1)} kB at quality ${quality}\n`);
      return;
    }
  }
  throw new Error(`${name} stays above ${MAX_BYTES} bytes even at quality 40`);
}

await mkdir(OUT_DIR, { recursive: true });
await render('dach-aussen.jpg', roofOutside(), 1);
await render('dach-innen.jpg', roofInside(), 2);
await render('zaehlerschrank.jpg', meterCabinet(), 3);
await render('aufstellort.jpg', cellarCorner(), 4);
