// Labelled photos for the label readers' tests and `npm run eval`: a thermo-hygrometer on a
// cellar wall, an earthing bar with its tags, and a meter cabinet with printed device labels,
// drawn as SVG and rendered as soft phone JPEGs. Each comes with what it truly shows.
import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function photo(svg: string, rotate: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).rotate(rotate, { background: '#9e9a92' }).blur(0.5).jpeg({ quality: 72 }).toBuffer();
}

/** A digital thermo-hygrometer on a whitewashed wall: temperature and relative humidity on its display. */
export function hygrometerPhoto({ celsius, humidity, rotate = 1.5 }: { celsius: string; humidity: string; rotate?: number }): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="760">
    <rect width="100%" height="100%" fill="#d9d4c8"/>
    <rect x="250" y="120" width="500" height="520" rx="40" fill="#f4f4f2" stroke="#8a8a86" stroke-width="6"/>
    <rect x="300" y="180" width="400" height="380" rx="12" fill="#c9d3c0"/>
    <g font-family="DejaVu Sans" fill="#1d2320">
      <text x="330" y="230" font-size="30">Innen</text>
      <text x="330" y="350" font-size="96" font-weight="bold">${escapeXml(celsius)} °C</text>
      <text x="330" y="500" font-size="96" font-weight="bold">${escapeXml(humidity)} % rF</text>
    </g></svg>`;
  return photo(svg, rotate);
}

/** A main earthing bar with its conductor tags and the warning sign above it. */
export function earthingBarPhoto(tags: string[], { rotate = -1 } = {}): Promise<Buffer> {
  const labels = tags.map((tag, index) => `<text x="${80 + (index % 3) * 300}" y="${430 + Math.floor(index / 3) * 70}">${escapeXml(tag)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700">
    <rect width="100%" height="100%" fill="#cfc9bd"/>
    <rect x="60" y="60" width="880" height="150" fill="#f5d90a"/>
    <text x="100" y="155" font-family="DejaVu Sans" font-size="52" font-weight="bold" fill="#111">Haupterdungsschiene</text>
    <rect x="60" y="270" width="880" height="70" fill="#9a9a9a"/>
    <g font-family="DejaVu Sans" font-size="40" fill="#222">${labels}</g></svg>`;
  return photo(svg, rotate);
}

/** Printed device labels of a meter cabinet, as one row of marking strips. */
export function cabinetLabelPhoto(labels: string[], { rotate = 0.8 } = {}): Promise<Buffer> {
  const rows = labels.map((label, index) => `<rect x="60" y="${60 + index * 110}" width="880" height="80" fill="#f2efe4"/><text x="90" y="${115 + index * 110}">${escapeXml(label)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${120 + labels.length * 110}">
    <rect width="100%" height="100%" fill="#b9bbbd"/><g font-family="DejaVu Sans" font-size="40" fill="#1a1a1a">${rows}</g></svg>`;
  return photo(svg, rotate);
}
