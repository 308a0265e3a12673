// The photo-quality guard's words in German: the verdict on a photo as it is added, which asks
// for a new one, and the short name of a flaw in 'Was fehlt noch?' and the protocol.
import type { PhotoProblem } from './photo-quality.ts';

const VERDICTS: Record<PhotoProblem, string> = {
  blurred: 'Foto unscharf – bitte neu aufnehmen',
  dark: 'Foto zu dunkel',
  overexposed: 'Foto überbelichtet',
  small: 'Foto zu klein (zu wenige Pixel)',
  lowContrast: 'Text kaum lesbar – zu wenig Kontrast',
};

const NAMES: Record<PhotoProblem, string> = {
  blurred: 'unscharf',
  dark: 'zu dunkel',
  overexposed: 'überbelichtet',
  small: 'zu klein',
  lowContrast: 'Text kaum lesbar',
};

export function verdictText(problems: readonly PhotoProblem[]): string {
  return problems.map((problem) => VERDICTS[problem]).join(' · ');
}

/** 'Foto unscharf, zu klein' */
export function flawText(problems: readonly PhotoProblem[]): string {
  return `Foto ${problems.map((problem) => NAMES[problem]).join(', ')}`;
}
