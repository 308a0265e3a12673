// The protocol's typefaces: Liberation Sans (metric twin of Helvetica, shipped with pdf.js), which
// unlike the built-in PDF fonts prints ş, ğ, ł, ő, č and the rest of Latin Extended, and Noto Emoji
// (monochrome, from @fontsource) for the emoji a surveyor types into a name or a note; a letter
// Liberation Sans lacks is taken from it. The server hands them file paths, the app asset URLs;
// words are never hyphenated, so 'korrigiert' stays whole.
import { Font } from '@react-pdf/renderer';

const TEXT_FONT = 'Protocol Sans';
const EMOJI_FONT = 'Protocol Emoji';

/** The protocol's font stack: each character from the first family that has it. */
export const PROTOCOL_FONTS = [TEXT_FONT, EMOJI_FONT];

export interface ProtocolFontFiles {
  regular: string;
  bold: string;
  emoji: string;
}

let registered = false;

export function registerProtocolFonts({ regular, bold, emoji }: ProtocolFontFiles): void {
  if (registered) return;
  registered = true;
  Font.register({ family: TEXT_FONT, fonts: [{ src: regular }, { src: bold, fontWeight: 'bold' }] });
  // One weight only: bold text with an emoji prints the emoji in its regular weight.
  Font.register({ family: EMOJI_FONT, fonts: [{ src: emoji }, { src: emoji, fontWeight: 'bold' }] });
  Font.registerHyphenationCallback((word) => [word]);
}
