// The protocol's typeface: Liberation Sans (metric twin of Helvetica, shipped with pdf.js), which
// unlike the built-in PDF fonts prints ş, ğ, ł, ő, č and the rest of Latin Extended. The server
// hands it file paths, the app asset URLs; words are never hyphenated, so 'korrigiert' stays whole.
import { Font } from '@react-pdf/renderer';

export const PROTOCOL_FONT = 'Protocol Sans';

let registered = false;

export function registerProtocolFonts(regular: string, bold: string): void {
  if (registered) return;
  registered = true;
  Font.register({ family: PROTOCOL_FONT, fonts: [{ src: regular }, { src: bold, fontWeight: 'bold' }] });
  Font.registerHyphenationCallback((word) => [word]);
}
