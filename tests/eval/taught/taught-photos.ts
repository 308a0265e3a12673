// Labelled survey photos for learning the values users corrected: houses drawn as SVG from a
// seeded generator, each with two shots of the outer roof and two of the attic, so a
// nearest-neighbour vote on image features can be measured as a company's earlier projects would
// teach it. Values are balanced over the houses; the same value looks alike (colour, texture) but
// never identical, and scenery, camera and light vary per house and per shot, so that one example
// per value is not enough and more examples help. The frozen MobileNetV2 features weigh a photo's
// layout and textures far above a roof's outline or colour: with free camera angles and house
// proportions the roof type was barely learnable (about 40 % right with 16 examples per value, 25 %
// by chance), so the outer roof is a standard shot (from above the garden, from either corner, the
// roof filling the frame) whose angle and proportions vary only a little; the rest varies freely.
import sharp from 'sharp';
import { seededRandom, type Rng } from '../../../server/test-support/seeded-random.ts';

export interface TaughtPhoto {
  /** The house (one project) the photo was taken at; several photos per house. */
  house: number;
  area: 'dach-aussen' | 'dach-innen';
  /** The values a surveyor set for this house's area, keyed 'element.field'. */
  values: Record<string, string>;
  name: string;
  bytes: Buffer;
}

type Point = [number, number];
type Vec = [number, number, number];
type Hsl = [number, number, number];

const ROOF_TYPES = ['FLACHDACH', 'PULTDACH', 'SATTELDACH', 'WALMDACH'] as const;
const INSULATIONS = ['Mineralwolle', 'Holzfaser', 'PUR/PIR', 'Zellulose'] as const;
type RoofType = (typeof ROOF_TYPES)[number];
type Covering = 'Ton' | 'Beton' | 'Schiefer' | 'Metall' | 'Bitumen';
type Insulation = (typeof INSULATIONS)[number];

const [W, H] = [640, 480];
/** The scene is drawn larger than the photo, so a slightly rotated shot can be cropped back without blank corners. */
const [MX, MY] = [40, 30];

const between = (r: Rng, low: number, high: number) => low + (high - low) * r();
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const n1 = (value: number) => value.toFixed(1);
/** Polygons as one path, so a texture pattern fills them all in one go (each filled element renders its pattern anew). */
const outline = (list: Point[]) => `M${points(list).replaceAll(' ', 'L')}Z`;
const points = (list: Point[]) => list.map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`).join(' ');

/** n values, each of the list about equally often, in seeded order: values balanced over the houses. */
function deck<T>(r: Rng, values: readonly T[], n: number): T[] {
  const keyed = Array.from({ length: n }, (_, i) => ({ value: values[i % values.length], key: r() }));
  return keyed.sort((a, b) => a.key - b.key).map((each) => each.value);
}

function colour([h, s, l]: Hsl, lighter = 0): string {
  const light = Math.min(97, Math.max(3, l + lighter)) / 100;
  const a = (Math.min(100, Math.max(0, s)) / 100) * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + (((h % 360) + 360) % 360) / 30) % 12;
    return Math.round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
/** A colour around a value's typical one: hue, saturation and lightness each within ± spread. */
const near = (r: Rng, base: Hsl, spread: Hsl): Hsl => [0, 1, 2].map((i) => base[i] + between(r, -spread[i], spread[i])) as Hsl;

/** Texture as light and dark specks, [rx, ry ranges, count, opacity] in a 128-px tile: turbulence filters or rotated patterns would cost most of a photo's render time. */
const SPECKS = { lumps: [2, 7, 2, 6, 160, 0.2], fibres: [6, 24, 0.5, 1.3, 260, 0.25], fine: [0.5, 1.6, 0.5, 1.6, 500, 0.3], streaks: [0.4, 1.2, 8, 30, 120, 0.2], soft: [10, 34, 4, 12, 40, 0.1] } as const;

function specks(id: string, kind: keyof typeof SPECKS, r: Rng, scale: string, strength = 1, light = 0.5): string {
  const [rx0, rx1, ry0, ry1, count, opacity] = SPECKS[kind];
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const [cx, cy, rx, ry, fill] = [between(r, 0, 128), between(r, 0, 128), between(r, rx0, rx1), between(r, ry0, ry1), r() < light ? '#fff' : '#000'];
    // A speck over the tile's edge is drawn again on the other side, so the tiles join without seams.
    for (const x of cx + rx > 128 ? [cx, cx - 128] : [cx]) for (const y of cy + ry > 128 ? [cy, cy - 128] : [cy]) shapes += `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"/>`;
  }
  return `<pattern id="${id}" width="128" height="128" patternUnits="userSpaceOnUse" patternTransform="scale(${scale})"><g fill-opacity="${(opacity * strength).toFixed(2)}">${shapes}</g></pattern>`;
}
const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W + 2 * MX}" height="${H + 2 * MY}" viewBox="${-MX} ${-MY} ${W + 2 * MX} ${H + 2 * MY}"><defs>${defs}</defs>${body}</svg>`;

/** What a second shot changes besides the viewpoint: a little rotation, blur, exposure, white balance, sensor noise, compression. */
async function develop(scene: string, r: Rng): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(scene)).rotate(between(r, -3.5, 3.5)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract({ left: Math.floor((info.width - W) / 2), top: Math.floor((info.height - H) / 2), width: W, height: H });
  const sigma = between(r, -1.2, 1.8);
  if (sigma > 0.35) image = image.blur(sigma);
  const warmth = between(r, -0.08, 0.08);
  image = image.modulate({ brightness: between(r, 0.78, 1.2), saturation: between(r, 0.75, 1.2) }).recomb([[1 + warmth, 0, 0], [0, 1, 0], [0, 0, 1 - warmth]]);
  const amount = between(r, 2, 18);
  const noise = Buffer.alloc(W * H * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + (r() + r() - 1) * amount;
  return image.composite([{ input: noise, raw: { width: W, height: H, channels: 3 }, blend: 'overlay' }]).jpeg({ quality: Math.round(between(r, 70, 92)) }).toBuffer();
}

// ---- The outer roof: a house as a convex solid in metres, seen from above the garden in parallel projection.

interface House {
  type: RoofType;
  covering: Covering;
  /** The colours of the covering and of the walls. */
  cover: Hsl;
  wall: Hsl;
  /** Length along the ridge, depth, eaves height; flip: a mono-pitch roof rising towards the camera instead of away. */
  shape: { size: Vec; pitch: number; flip: boolean };
  camera: { yaw: number; elevation: number };
  light: { sky: Hsl; ground: Hsl; sun: Vec };
  /** How far behind the house the hedge stands, a phase for its outline, the trees around. */
  garden: { depth: number; seed: number; trees: Array<{ at: Vec; height: number; leaf: Hsl; conifer: boolean }> };
}
interface Camera { yaw: number; elevation: number; scale: number; cx: number; cy: number }

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: Vec): Vec => a.map((v) => v / (Math.hypot(...a) || 1)) as Vec;

function project(c: Camera, [x, y, z]: Vec): Point {
  const across = x * Math.cos(c.yaw) + z * Math.sin(c.yaw);
  const toward = -x * Math.sin(c.yaw) + z * Math.cos(c.yaw);
  return [c.cx + across * c.scale, c.cy - (y * Math.cos(c.elevation) - toward * Math.sin(c.elevation)) * c.scale];
}
const towardCamera = (c: Camera): Vec => [-Math.sin(c.yaw) * Math.cos(c.elevation), Math.sin(c.elevation), Math.cos(c.yaw) * Math.cos(c.elevation)];

function houseOutside(r: Rng, type: RoofType, covering: Covering): House {
  const looks: Record<Covering, [Hsl, Hsl][]> = {
    Ton: [[[14, 58, 42], [7, 10, 6]], [[24, 55, 44], [5, 10, 5]]],
    Beton: [[[210, 5, 34], [30, 4, 9]], [[20, 8, 40], [10, 4, 6]]],
    Schiefer: [[[218, 14, 26], [8, 6, 4]]],
    // Standing seam comes in anthracite and zinc grey.
    Metall: [[[210, 6, 28], [10, 4, 5]], [[200, 6, 60], [10, 4, 8]]],
    Bitumen: [[[30, 8, 17], [30, 6, 5]], [[5, 30, 22], [8, 10, 4]], [[160, 15, 20], [20, 8, 4]]],
  };
  const [base, spread] = pick(r, looks[covering]);
  const depth = between(r, 8.5, 9.5);
  const garden = between(r, 8, 20);
  const trees: House['garden']['trees'] = [];
  while (trees.length < 1 + Math.floor(r() * 4)) {
    const at: Vec = [between(r, -22, 22), 0, between(r, -garden, 9)];
    if (Math.abs(at[0]) < depth + 2 && Math.abs(at[2]) < depth / 2 + 3) continue;
    trees.push({ at, height: at[2] > 0 ? between(r, 2, 4) : between(r, 5, 12), leaf: near(r, [100, 35, 28], [25, 15, 8]), conifer: r() < 0.3 });
  }
  const pitches: Record<RoofType, [number, number]> = { FLACHDACH: [0, 0], PULTDACH: [15, 20], SATTELDACH: [42, 48], WALMDACH: [33, 40] };
  return {
    type, covering, cover: near(r, base, spread), wall: pick(r, [[40, 30, 90], [45, 60, 78], [30, 10, 80], [210, 5, 70], [15, 40, 62], [12, 45, 38], [0, 0, 93]] as Hsl[]),
    shape: { size: [depth * between(r, 1.4, 1.55), depth, between(r, 3.5, 4.5)], pitch: (between(r, ...pitches[type]) * Math.PI) / 180, flip: r() < 0.3 },
    camera: { yaw: (r() < 0.5 ? -1 : 1) * between(r, 0.5, 0.65), elevation: between(r, 0.55, 0.7) }, garden: { depth: garden, trees, seed: Math.floor(r() * 1000) },
    light: { sky: r() < 0.35 ? near(r, [210, 8, 78], [20, 6, 8]) : near(r, [208, 60, 60], [8, 15, 10]), ground: r() < 0.7 ? near(r, [95, 35, 36], [20, 12, 8]) : near(r, [35, 6, 55], [20, 4, 8]),
    sun: unit([between(r, -1, 1), between(r, 0.3, 0.8), between(r, -0.3, 1)]) },
  };
}

/** The house's faces, each a planar polygon; the solid is convex, so the faces turned to the camera never overlap. */
function faces(o: House): Array<{ points: Vec[]; roof: boolean }> {
  const [x, z, h, rise] = [o.shape.size[0] / 2, o.shape.size[1] / 2, o.shape.size[2], Math.tan(o.shape.pitch)];
  const [wall, roof] = [false, true].map((isRoof) => (points: Vec[]) => ({ points, roof: isRoof }));
  const ends = (front: number, back: number) => [
    wall([[-x, 0, z], [x, 0, z], [x, front, z], [-x, front, z]]),
    wall([[-x, 0, -z], [x, 0, -z], [x, back, -z], [-x, back, -z]]),
    ...[x, -x].map((s) => wall([[s, 0, z], [s, 0, -z], [s, back, -z], [s, front, z]])),
  ];
  const ridge = h + z * rise;
  switch (o.type) {
    case 'FLACHDACH':
      return [...ends(h, h), roof([[-x, h, z], [x, h, z], [x, h, -z], [-x, h, -z]])];
    case 'PULTDACH': {
      const [front, back] = o.shape.flip ? [h + 2 * z * rise, h] : [h, h + 2 * z * rise];
      return [...ends(front, back), roof([[-x, front, z], [x, front, z], [x, back, -z], [-x, back, -z]])];
    }
    case 'SATTELDACH':
      return [...ends(h, h).slice(0, 2), ...[x, -x].map((s) => wall([[s, 0, z], [s, 0, -z], [s, h, -z], [s, ridge, 0], [s, h, z]])), ...[z, -z].map((s) => roof([[-x, h, s], [x, h, s], [x, ridge, 0], [-x, ridge, 0]]))];
    case 'WALMDACH': {
      const e = x - z;
      return [...ends(h, h), ...[z, -z].map((s) => roof([[-x, h, s], [x, h, s], [e, ridge, 0], [-e, ridge, 0]])), ...[x, -x].map((s) => roof([[s, h, z], [s, h, -z], [Math.sign(s) * e, ridge, 0]]))];
    }
  }
}

/** The covering as a pattern in metres on the roof plane: rows run along the eaves, stacked up the slope. */
function coverPattern(o: House): string {
  const [c, light, dark] = [colour(o.cover), colour(o.cover, 20), colour(o.cover, -22)];
  const tile = (w: number, h: number, body: string) => `<pattern id="cover" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect width="${w}" height="${h}" fill="${c}"/>${body}</pattern>`;
  switch (o.covering) {
    case 'Ton': // rounded pans: a light crest and a dark trough in every tile, a shadow under each row
      return tile(0.3, 0.36, `<ellipse cx="0.1" cy="0.2" rx="0.07" ry="0.2" fill="${light}"/><rect x="0.2" width="0.06" height="0.36" fill="${dark}" opacity="0.8"/><rect width="0.3" height="0.06" fill="${dark}"/>`);
    case 'Beton': // flat concrete tiles: faint grooves, a thin row shadow
      return tile(0.33, 0.34, `<rect x="0.11" width="0.015" height="0.34" fill="${dark}" opacity="0.35"/><rect x="0.22" width="0.015" height="0.34" fill="${light}" opacity="0.35"/><rect y="0.26" width="0.33" height="0.04" fill="${light}" opacity="0.6"/><rect width="0.33" height="0.05" fill="${dark}"/>`);
    case 'Schiefer': { // staggered slates, each a little lighter or darker than the next: the mottled look of slate
      const slates = [[0, 0, 6], [0.25, 0, -7], [0.5, 0, 0], [-0.125, 0.18, -4], [0.125, 0.18, 9], [0.375, 0.18, -9], [0.625, 0.18, 3]];
      return tile(0.75, 0.36, slates.map(([x, y, l]) => `<rect x="${x}" y="${y}" width="0.25" height="0.18" fill="${colour(o.cover, l)}" stroke="${dark}" stroke-width="0.02"/>`).join(''));
    }
    case 'Metall': // standing seams: a lit and a shaded edge up the slope every half metre
      return tile(0.5, 1, `<rect width="0.04" height="1" fill="${colour(o.cover, 18)}"/><rect x="0.04" width="0.05" height="1" fill="${colour(o.cover, -16)}"/>`);
    case 'Bitumen': // a welded membrane with seams on a flat roof, shingle tabs on a pitched one
      if (o.type === 'FLACHDACH') return tile(1, 1, `<rect width="1" height="0.02" fill="${light}" opacity="0.5"/>`);
      return tile(0.34, 0.28, `<path d="M0 0H0.34M0 0.14H0.34M0.11 0V0.14M0.28 0.14V0.28" stroke="${dark}" stroke-width="0.012" opacity="0.7"/>`);
  }
}

/** A face turned to the camera, drawn, and its outline on the photo; nothing for a face turned away. */
function drawFace(c: Camera, o: House, corners: Vec[], roof: boolean): { body: string; outline: string; roof: boolean } | null {
  const centre = corners.reduce<Vec>((s, p) => [s[0] + p[0] / corners.length, s[1] + p[1] / corners.length, s[2] + p[2] / corners.length], [0, 0, 0]);
  let n = unit(cross(sub(corners[1], corners[0]), sub(corners[2], corners[0])));
  if (dot(n, sub(centre, [0, o.shape.size[2] / 2, 0])) < 0) n = n.map((v) => -v) as Vec;
  if (dot(n, towardCamera(c)) < 0.03) return null;
  // A frame on the face: u along it horizontally, v up it; the face's content is drawn in metres there.
  const u = Math.abs(n[1]) > 0.99 ? ([1, 0, 0] as Vec) : unit(cross([0, 1, 0], n));
  const v = cross(n, u).map((value, _, all) => (all[1] < 0 ? -value : value)) as Vec;
  const local = corners.map((p): Point => [dot(sub(p, corners[0]), u), dot(sub(p, corners[0]), v)]);
  const [[ox, oy], [ux, uy], [vx, vy]] = [corners[0], u, v].map((p, i) => project(c, p).map((value, k) => (i === 0 ? value : value - [c.cx, c.cy][k])));
  const [ps, qs] = [local.map((p) => p[0]), local.map((p) => p[1])];
  let body = `<polygon points="${points(local)}" fill="${roof ? 'url(#cover)' : colour(o.wall)}" stroke="${colour(roof ? o.cover : o.wall, -18)}" stroke-width="${o.type === 'FLACHDACH' && roof ? 0.35 : 0.06}"/>`;
  if (roof) body += `<line x1="${Math.min(...ps)}" x2="${Math.max(...ps)}" y1="${Math.min(...qs)}" y2="${Math.min(...qs)}" stroke="#4a4a48" stroke-width="0.14"/>`;
  else {
    const top = Math.min(...qs.filter((q) => q > 0.1));
    for (let q = 0.9; q + 1.3 < top - 0.3; q += 2.8) {
      for (let p = Math.min(...ps) + 1.2; p + 1.1 < Math.max(...ps) - 0.8; p += 2.6) body += `<rect x="${n1(p)}" y="${q}" width="1.1" height="1.3" fill="${colour(o.light.sky, -35)}" stroke="#f4f4f0" stroke-width="0.09"/>`;
    }
  }
  const shade = 0.7 * (1 - Math.max(0, dot(n, o.light.sun)));
  const screen = corners.map((p) => project(c, p));
  const matrix = [ux, uy, vx, vy, ox, oy].map((value) => value.toFixed(3)).join(' ');
  return { body: `<g transform="matrix(${matrix})">${body}</g><polygon points="${points(screen)}" fill="#000" opacity="${shade.toFixed(2)}"/>`, outline: outline(screen), roof };
}

function outsideShot(o: House, r: Rng): string {
  const c: Camera = { yaw: o.camera.yaw + between(r, -0.08, 0.08), elevation: o.camera.elevation + between(r, -0.04, 0.04), scale: 1, cx: 0, cy: 0 };
  const roof = faces(o).flatMap((f) => (f.roof ? f.points : [])).map((p) => project(c, p));
  const [xs, ys] = [roof.map((p) => p[0]), roof.map((p) => p[1])];
  // Framed on the roof, as a surveyor shoots it: the roof fills most of the width, at times more than all of it.
  c.scale = Math.min((between(r, 1, 1.15) * W) / (Math.max(...xs) - Math.min(...xs)), (1.05 * H) / (Math.max(...ys) - Math.min(...ys)));
  c.cx = W / 2 - ((Math.max(...xs) + Math.min(...xs)) / 2) * c.scale + between(r, -35, 35);
  c.cy = H / 2 - ((Math.max(...ys) + Math.min(...ys)) / 2) * c.scale + between(r, -10, 30);
  // The garden ends in a hedge; only its stretch in the picture is drawn.
  const back = -o.shape.size[1] / 2 - o.garden.depth;
  const worldX = (sx: number) => ((sx - c.cx) / c.scale - back * Math.sin(c.yaw)) / Math.cos(c.yaw);
  const [xl, xr] = [worldX(-MX - 20), worldX(W + MX + 20)];
  const hedge = Array.from({ length: 41 }, (_, i) => xl + ((xr - xl) * i) / 40).map((x): Vec => [x, 3.5 + 1.5 * Math.sin(x * 0.35 + o.garden.seed) + Math.sin(x * 0.9 + o.garden.seed * 2), back]);
  const ground = [project(c, [xl, 0, back]), project(c, [xr, 0, back]), [W + MX, H + MY], [-MX, H + MY]] as Point[];
  const tree = ({ at, height, leaf, conifer }: House['garden']['trees'][number]) => {
    const [[bx, by], [tx, ty]] = [project(c, at), project(c, [at[0], height * 0.62, at[2]])];
    const radius = height * 0.3 * c.scale;
    // A crown: a cone, or three overlapping ellipses (each as two arcs), in shades of its green.
    const crown = conifer
      ? [[outline([[tx, ty - radius * 1.6], [tx + radius, by - radius * 0.4], [tx - radius, by - radius * 0.4]]), -6] as const]
      : [[0, 0, 0], [-0.45, 0.25, 5], [0.4, 0.2, -5]].map(([dx, dy, l]) => {
          const [x, y, rx, ry] = [tx + (dx - 1) * radius, ty + dy * radius, radius, radius * 0.9].map(n1);
          return [`M${x} ${y}a${rx} ${ry} 0 1 0 ${n1(2 * radius)} 0a${rx} ${ry} 0 1 0 ${n1(-2 * radius)} 0Z`, l] as const;
        });
    return { trunk: `<rect x="${n1(bx - radius * 0.08)}" y="${n1(ty)}" width="${n1(radius * 0.16)}" height="${n1(by - ty)}" fill="#4a3a2a"/>`, leaf, crown };
  };
  const trees = (front: boolean, hedgeLine = '') => {
    const drawn = o.garden.trees.filter((each) => dot(each.at, towardCamera(c)) > 0 === front).map(tree);
    const crowns = drawn.map((t) => t.trunk + t.crown.map(([d, l]) => `<path d="${d}" fill="${colour(t.leaf, l)}"/>`).join('')).join('');
    return `${crowns}<path fill="url(#leaves)" d="${hedgeLine}${drawn.flatMap((t) => t.crown.map(([d]) => d)).join('')}"/>`;
  };
  const house = faces(o).flatMap((f) => drawFace(c, o, f.points, f.roof) ?? []);
  const hedgeLine = outline([...hedge.map((p) => project(c, p)), ground[1], ground[0]]);
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour(o.light.sky)}"/><stop offset="1" stop-color="${colour(o.light.sky, 18)}"/></linearGradient>
    ${coverPattern(o)}
    ${specks('weather', 'lumps', r, n1(Math.max(1, c.scale / 30)), 0.1, 0.2)}${specks('plaster', 'fine', r, '1', 0.5)}${specks('leaves', 'lumps', r, '1', 1, 0.25)}${specks('lawn', 'fibres', r, '1.2 1', 0.4)}`;
  return svg(defs, `<rect x="${-MX}" y="${-MY}" width="${W + 2 * MX}" height="${H + 2 * MY}" fill="url(#sky)"/>
    <polygon points="${points(ground)}" fill="${colour(o.light.ground)}"/><polygon points="${points(ground)}" fill="url(#lawn)"/>
    <path d="${hedgeLine}" fill="${colour(o.garden.trees[0].leaf, -8)}"/>${trees(false, hedgeLine)}${house.map((f) => f.body).join('')}
    ${[true, false].map((roof) => `<path fill="url(#${roof ? 'weather' : 'plaster'})" d="${house.filter((f) => f.roof === roof).map((f) => f.outline).join('')}"/>`).join('')}${trees(true)}`);
}

// ---- The attic from inside: rafters converging up the roof towards the ridge, in one-point perspective.

interface Attic { insulation: Insulation; membrane: boolean; fill: Hsl; sheet: Hsl; print: string; tile: Hsl; wood: Hsl; gable: Hsl | null; bay: number }

function houseAttic(r: Rng, insulation: Insulation, membrane: boolean): Attic {
  // Yellow wool, brown wood fibre, silver foil, grey flakes.
  const fills: Record<Insulation, [Hsl, Hsl]> = { Mineralwolle: [[48, 72, 60], [5, 14, 7]], Holzfaser: [[28, 42, 38], [5, 10, 6]], 'PUR/PIR': [[208, 8, 76], [12, 5, 6]], Zellulose: [[40, 6, 56], [25, 4, 7]] };
  return {
    insulation, membrane, fill: near(r, ...fills[insulation]), print: pick(r, ['#2456a8', '#b83228', '#2e7d32']),
    sheet: near(r, pick(r, [[205, 30, 84], [0, 0, 90], [95, 18, 76], [210, 8, 80], [200, 45, 68]] as Hsl[]), [6, 6, 5]),
    tile: r() < 0.6 ? near(r, [16, 45, 40], [6, 10, 6]) : near(r, [30, 5, 42], [20, 3, 6]), wood: near(r, [30, 45, 48], [6, 15, 12]),
    gable: r() < 0.35 ? near(r, [20, 20, 70], [20, 20, 15]) : null, bay: between(r, 120, 190),
  };
}

function atticShot(a: Attic, r: Rng): string {
  const [left, right, bottom] = [-MX, W + MX, H + MY];
  const vx = between(r, 120, 520), vy = between(r, -450, -120), d0 = between(r, 2, 4.5);
  const top = between(r, 0, 110), cut = top + (bottom - top) * between(r, 0.4, 0.62);
  const bay = a.bay * between(r, 0.8, 1.25), rafter = bay * between(r, 0.22, 0.32);
  /** Where a line across the roof t metres up from the photo's bottom edge appears, and where a rafter line is at height y. */
  const rowY = (t: number) => vy + ((bottom - vy) * d0) / (d0 + t);
  const xAt = (b: number, y: number) => vx + ((b - vx) * (y - vy)) / (bottom - vy);
  const rows = (step: number, from: number, to: number) => {
    const list: Array<[number, number]> = [];
    for (let t = between(r, 0, step); rowY(t) > to; t += step) if (rowY(t) < from) list.push([rowY(t), rowY(t + step)]);
    return list;
  };
  const band = (y: number, height: number, fill: string, extra = '') => `<rect x="${left}" y="${n1(y)}" width="${right - left}" height="${n1(Math.max(0.6, height))}" fill="${fill}" ${extra}/>`;
  const [fill, fillDark, fillLight] = [colour(a.fill), colour(a.fill, -14), colour(a.fill, 10)];
  let upper: string;
  if (a.membrane) {
    // The underlay: a pale sheet with overlaps and a printed line every roll width.
    upper = band(top - 40, bottom, colour(a.sheet)) + band(top - 40, bottom, 'url(#wrinkles)') + rows(1.4, bottom, top).map(([y0, y1]) => band(y1, 2, colour(a.sheet, -20)) + band(y1 + (y0 - y1) * 0.25, (y0 - y1) * 0.04, a.print, `stroke-dasharray="${n1(bay * 0.4)} ${n1(bay * 0.2)}"`)).join('');
  } else {
    // No underlay: tile undersides hanging on battens, daylight through the gaps.
    upper = band(top - 40, bottom, '#1e1a16') + rows(0.34, bottom, top).map(([y0, y1]) => band(y1, (y0 - y1) * 0.9, colour(a.tile)) + band(y1, (y0 - y1) * 0.2, colour(a.wood, -12))).join('') + band(top - 40, bottom, 'url(#clay)');
    for (let b = -2000; b < 2600; b += bay * 0.42) upper += `<line x1="${n1(b)}" y1="${bottom}" x2="${n1(vx)}" y2="${n1(vy)}" stroke="#2a201a" stroke-width="1.2"/>`;
    for (let i = 0; i < 18; i++) upper += `<ellipse cx="${n1(between(r, left, right))}" cy="${n1(between(r, top, cut))}" rx="${n1(between(r, 2, 7))}" ry="1.2" fill="#fff4d0" opacity="0.8"/>`;
  }
  const edge = Array.from({ length: 25 }, (_, i): Point => [left + i * 30, cut + between(r, -1, 1) * (a.insulation === 'Zellulose' ? 12 : 4)]);
  let lower = band(top, bottom, fill) + band(top, bottom, 'url(#stuff)');
  if (a.insulation === 'Mineralwolle') lower += rows(1.15, bottom, cut).map(([y0]) => `<polyline points="${points(Array.from({ length: 25 }, (_, i): Point => [left + i * 30, y0 + between(r, -3, 3)]))}" fill="none" stroke="${fillDark}" stroke-width="2"/>`).join('');
  if (a.insulation === 'Holzfaser') lower += rows(0.58, bottom, cut).map(([y0, y1]) => band(y1, 1.5, fillDark) + band(y1 + 1.5, 1, fillLight) + `<line x1="${n1(between(r, 0, W))}" y1="${n1(y1)}" x2="${n1(between(r, 0, W))}" y2="${n1(y0)}" stroke="${fillDark}" stroke-width="1.2"/>`).join('');
  if (a.insulation === 'PUR/PIR') lower += band(top, bottom, 'url(#sheen)') + rows(1.2, bottom, cut).map(([y0, y1]) => band(y1, (y0 - y1) * 0.06, fillLight, `stroke="${fillDark}" stroke-width="0.8"`) + band(y1 + (y0 - y1) * 0.4, (y0 - y1) * 0.03, a.print, `stroke-dasharray="${n1(bay * 0.15)} ${n1(bay * 0.35)}"`)).join('');
  if (a.insulation === 'Zellulose') for (let i = 0; i < 260; i++) lower += `<circle cx="${n1(between(r, left, right))}" cy="${n1(between(r, cut, bottom))}" r="${n1(between(r, 0.8, 2.6))}" fill="${r() < 0.5 ? fillDark : fillLight}"/>`;
  let [rafters, grains] = ['', ''];
  const [from, to] = [vx + ((left - 200 - vx) * (bottom - vy)) / (top - vy), vx + ((right + 200 - vx) * (bottom - vy)) / (top - vy)];
  for (let b = from + between(r, 0, bay); b < to; b += bay) {
    const [l, rr] = [b - rafter / 2, b + rafter / 2];
    // The rafter's side towards the middle of the photo shows too, darker; a shadow falls on the bay beside it.
    const side = Math.sign(vx - b) * rafter * Math.min(0.7, Math.abs(b - vx) / 500);
    const sideAt = side > 0 ? rr : l;
    rafters += `<polygon points="${points([[sideAt, bottom], [sideAt + side, bottom], [xAt(sideAt + side, top), top], [xAt(sideAt, top), top]])}" fill="${colour(a.wood, -16)}"/>`;
    const front = points([[l, bottom], [rr, bottom], [xAt(rr, top), top], [xAt(l, top), top]]);
    rafters += `<polygon points="${front}" fill="${colour(a.wood)}" stroke="${colour(a.wood, -25)}" stroke-width="1"/>`;
    grains += `M${front.replaceAll(' ', 'L')}Z`;
  }
  const gable = a.gable ? `<polygon points="${points(r() < 0.5 ? [[left, -MY], [between(r, 30, 140), -MY], [between(r, 0, 90), bottom], [left, bottom]] : [[right, -MY], [between(r, 500, 610), -MY], [between(r, 550, 640), bottom], [right, bottom]])}" fill="${colour(a.gable)}"/>` : '';
  const [fx, fy] = [between(r, 0.3, 0.7), between(r, 0.3, 0.7)];
  const defs = `<clipPath id="below"><polygon points="${points([...edge, [right, bottom], [left, bottom]])}"/></clipPath>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="${n1(between(r, -0.5, 0.5))}">${[0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1].map((o, i) => `<stop offset="${o}" stop-color="${i % 2 ? '#fff' : '#000'}" stop-opacity="${n1(between(r, 0.05, i % 2 ? 0.7 : 0.3))}"/>`).join('')}</linearGradient>
    <radialGradient id="flash" cx="${fx}" cy="${fy}" r="${n1(between(r, 0.5, 0.9))}"><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${n1(between(r, 0.3, 0.75))}"/></radialGradient>
    ${specks('stuff', ({ Mineralwolle: 'fibres', Holzfaser: 'fine', 'PUR/PIR': 'fine', Zellulose: 'lumps' } as const)[a.insulation], r, n1(between(r, 1, 1.5)), { Mineralwolle: 1.6, Holzfaser: 2, 'PUR/PIR': 0.4, Zellulose: 1.2 }[a.insulation])}
    ${specks('wrinkles', 'soft', r, `${n1(between(r, 1.5, 3))} 1`)}${specks('clay', 'fine', r, '1')}${specks('timber', 'streaks', r, '1 1.5', 1.2)}`;
  return svg(defs, `${band(-MY, top + MY, '#15110d')}${upper}<g clip-path="url(#below)">${lower}</g>${rafters}<path fill="url(#timber)" d="${grains}"/>
    ${band(top - bay * 0.12, bay * 0.16, colour(a.wood, -10))}${band(top - bay * 0.12, bay * 0.16, 'url(#timber)')}${gable}${band(-MY, H + 2 * MY, 'url(#flash)')}`);
}

export async function taughtPhotos(houses = 60): Promise<TaughtPhoto[]> {
  const r = seededRandom(20_250);
  const types = deck(r, ROOF_TYPES, houses);
  // A flat roof is mostly bitumen, else metal; of 20 pitched roofs 5 are clay, 5 concrete, 5 slate, 4 metal and
  // 1 bitumen shingles: so every covering comes about equally often, yet bitumen does not always mean a flat roof.
  const flat = types.map((type) => type === 'FLACHDACH' && r() < 0.8);
  const mix = Array.from({ length: 5 }, (_, k): Covering[] => ['Ton', 'Beton', 'Schiefer', k < 4 ? 'Metall' : 'Bitumen']).flat();
  const pitched = deck(r, mix, types.filter((type) => type !== 'FLACHDACH').length);
  let next = 0;
  const insulations = deck(r, INSULATIONS, houses);
  const membranes = deck(r, [true, false], houses);
  const photos: TaughtPhoto[] = [];
  for (let i = 0; i < houses; i++) {
    const house = i + 1;
    const covering: Covering = types[i] !== 'FLACHDACH' ? pitched[next++] : flat[i] ? 'Bitumen' : 'Metall';
    const [outside, attic, shots] = [houseOutside(seededRandom(house * 7919 + 11), types[i], covering), houseAttic(seededRandom(house * 7919 + 23), insulations[i], membranes[i]), seededRandom(house * 7919 + 37)];
    for (const area of ['dach-aussen', 'dach-innen'] as const) {
      for (let shot = 1; shot <= 2; shot++) {
        const outer = area === 'dach-aussen';
        const values: Record<string, string> = outer ? { 'dachtyp.art': types[i], 'ziegel.material': covering } : { 'daemmung.material': insulations[i], 'unterspannbahn.vorhanden': String(membranes[i]) };
        photos.push({ house, area, values, name: `Haus ${house} ${area} ${shot}`, bytes: await develop(outer ? outsideShot(outside, shots) : atticShot(attic, shots), shots) });
      }
    }
  }
  return photos;
}
