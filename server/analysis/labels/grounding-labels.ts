// What the labels at an earthing point say (SPEC §3 Electric, erdung): the main earthing bar's
// sign, the tags on bonding conductors (water, gas, heating, lightning protection, foundation
// earth), PE and warning labels, cross-sections and the network type.
import { findLine, textLines, type LabelReading } from './label-reading.ts';

const MAIN_EARTH_BAR = /haupterdungsschiene|haupterdungsklemme|potentiala?usgleichsschiene|potenzialausgleichsschiene|\bHES\b|\bPAS\b|\bMET\b/i;
const LOCATIONS: Array<[RegExp, 'hausanschlussraum' | 'technikraum' | 'keller']> = [
  [/hausanschlussraum|\bHAR\b/i, 'hausanschlussraum'],
  [/technikraum|heizraum/i, 'technikraum'],
  [/keller/i, 'keller'],
];
const PE_MARK = /\bPE\b|schutzleiter|gr[üu]e?n.?gelb/i;
const WARNING = /nicht\s+(?:l[öo]e?sen|trennen|entfernen)|achtung|warnung|vorsicht/i;
// Word stems, so an OCR slip at the end ('Fundamenterd@e') still counts.
const FOUNDATION = /fundamenterd|ringerd|erdungsfestpunkt|anschlussfahne/i;
const WATER_GAS = [/wasser/i, /\bgas\b/i, /heizung/i];
const LIGHTNING = /blitzschutz/i;
const CROSS_SECTION = /(\d{1,2})\s?mm(?:²|2)?\b/i;
const BAND = /bandstahl|flachband|erdungsband|\b30\s?x\s?3[.,]5\b/i;
const NETWORK = /\b(TN-C-S|TN-S|TN-C|TT|IT)\b(?:-?\s?(?:netz|system))/i;

function crossSectionClass(lines: string[]): '≥16' | '10' | '6' | 'band' | null {
  if (findLine(lines, BAND)) return 'band';
  const sizes = lines.flatMap((line) => [...line.matchAll(new RegExp(CROSS_SECTION, 'gi'))].map((match) => Number(match[1])));
  const largest = Math.max(0, ...sizes.filter((size) => [4, 6, 10, 16, 25, 35, 50].includes(size)));
  if (largest >= 16) return '≥16';
  if (largest >= 10) return '10';
  if (largest >= 6) return '6';
  return null;
}

export function readGroundingLabels(text: string): LabelReading {
  const lines = textLines(text);
  const reading: LabelReading = {};

  const bar = findLine(lines, MAIN_EARTH_BAR);
  if (bar) {
    const locationHint = LOCATIONS.find(([pattern]) => findLine(lines, pattern))?.[1] ?? 'unknown';
    reading.hesVorhanden = { wert: 'present', qualitaet: 'mittel', beleg: bar.line, value: { presence: 'present', locationHint, qualitaet: 'mittel' } };
  }

  const tagged = WATER_GAS.filter((pattern) => findLine(lines, pattern)).length;
  const lightning = findLine(lines, LIGHTNING);
  const foundation = findLine(lines, FOUNDATION);
  const querschnittsklasse = crossSectionClass(lines);
  if (tagged || lightning || foundation || querschnittsklasse) {
    const counts = {
      ...(tagged ? { equipotentialToWaterGas: tagged } : {}),
      ...(lightning ? { lightningBonding: 1 } : {}),
      ...(foundation ? { earthToFoundation: 1 } : {}),
    };
    const beleg = [findLine(lines, WATER_GAS[0])?.line, lightning?.line, foundation?.line].filter(Boolean).join(' · ') || lines.join(' ');
    reading.angeschlosseneLeiter = {
      wert: Object.values(counts).reduce((sum, count) => sum + count, 0) || querschnittsklasse,
      qualitaet: 'niedrig',
      beleg,
      value: { ...counts, querschnittsklasse: querschnittsklasse ?? 'unknown', qualitaet: 'niedrig' },
    };
  }

  const pe = findLine(lines, PE_MARK);
  const warning = findLine(lines, WARNING);
  if (pe || warning) {
    const ocrText = lines.filter((line) => PE_MARK.test(line) || WARNING.test(line) || MAIN_EARTH_BAR.test(line)).join(' | ').slice(0, 300);
    reading.markierungen = {
      wert: ocrText,
      qualitaet: 'mittel',
      beleg: ocrText,
      value: { peMarking: pe ? 'present' : 'unknown', warningLabels: warning ? 'present' : 'unknown', ocrText, qualitaet: 'mittel' },
    };
  }

  if (foundation) reading.fundamenterderVorhanden = { wert: 'yes', qualitaet: 'mittel', beleg: foundation.line, value: { wert: 'yes', qualitaet: 'mittel' } };

  const network = findLine(lines, NETWORK);
  if (network) {
    const typ = network.match[1].toUpperCase();
    reading.erdungsArt = { wert: typ, qualitaet: 'mittel', beleg: network.line, value: { typ, qualitaet: 'mittel' } };
  }
  return reading;
}
