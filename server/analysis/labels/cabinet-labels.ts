// What the labels in a meter cabinet photo say (SPEC §3 Electric, zaehlerschrank): the printing
// on residual-current and surge devices, the meter's type marks and maker code, the main fuse's
// rating. Only what is printed counts; a device without a readable label stays not detected.
import { findLine, textLines, type FieldReading, type LabelReading } from './label-reading.ts';
import { LABEL_TEXTS as T } from './texts.ts';

// The maker codes (FLAG ids) that start German meter numbers, e.g. 1EMH0012345678.
const METER_MAKERS: Record<string, string> = {
  EMH: 'EMH metering',
  ESY: 'EasyMeter',
  ISK: 'Iskra',
  LGZ: 'Landis+Gyr',
  ITF: 'Itron',
  HLY: 'Holley',
  DZG: 'DZG Metering',
  LOG: 'Logarex',
  EBZ: 'eBZ',
  APX: 'Apator',
  ELS: 'Elster',
  KFM: 'Kaifa',
};

const RCD = /\b(?:FI|RCD|RCBO|FI\/LS|FI-LS|LS\/FI)\b|fehlerstrom/i;
const RESIDUAL_CURRENT = /\b(?:10|30|100|300)\s?m\s?A\b/i;
const SURGE = /[üu]e?berspannung|\bSPD\b|blitzstrom|ableiter|\bT1\s?\+\s?T2\b|\bTyp\s?[12]\s?\+\s?[23]\b/i;
// A stem, so a lost last letter ('Zählerplat') still counts.
const METER_PLACE = /z[äa]e?hlerplat|\b3\.?\s?HZ\b|\bBKE-?I\b/i;
const APZ = /\bAPZ\b|abschlusspunkt\s+z[äa]e?hlerplatz/i;
const DIGITAL_METER = /\beHZ\b|\bmME\b|moderne\s+messeinrichtung|smart\s?meter|\biMSys\b|\bSMGW\b|imp\/kWh|\b1\.8\.0\b/i;
const ANALOG_METER = /ferraris|\bU\/kWh\b|umdrehungen/i;
const MAKER_CODE = /\b1\s?([A-Z]{3})[\s\dO@]{2}/;
const MAIN_FUSE = /(SLS|selektiv\w*|hauptsicherung|hauptschalter|\bNH\s?0{0,2}\b|neozed|diazed|\bD0[123]?\b)[^\n]{0,20}?(\d{2,3})\s?A\b/gi;
/** House connections are fused between 25 and 125 A; other numbers are misreadings or other devices. */
const isMainFuseRating = (amps: number) => amps >= 25 && amps <= 125;

function switchReading(wert: boolean, beleg: string, qualitaet: FieldReading['qualitaet']): FieldReading {
  // Stored the way the electrics screens read an analysed switch: {wert, zustand, qualitaet}.
  return { wert, qualitaet, zustand: 'geeignet', beleg, value: { wert, zustand: 'geeignet', qualitaet } };
}

function fuseType(keyword: string): string {
  if (/sls|selektiv|hauptschalter/i.test(keyword)) return T.fuseTypes.sls;
  if (/nh/i.test(keyword)) return T.fuseTypes.nh;
  if (/neozed|diazed|d0/i.test(keyword)) return T.fuseTypes.schmelz;
  return '';
}

export function readCabinetLabels(text: string): LabelReading {
  const lines = textLines(text);
  const reading: LabelReading = {};

  const rcd = findLine(lines, RCD);
  const rating = findLine(lines, RESIDUAL_CURRENT);
  if (rcd || rating) {
    // A device name with its trip current is a clear label; either alone could be something else.
    const beleg = rcd?.line ?? rating!.line;
    reading.fiLsSchalter = switchReading(true, beleg, rcd && rating ? 'mittel' : 'niedrig');
  }
  const surge = findLine(lines, SURGE);
  if (surge) reading.ueberspannungsschutz = switchReading(true, surge.line, 'mittel');
  const place = findLine(lines, METER_PLACE);
  if (place) reading.zaehlerplatz = switchReading(true, place.line, 'niedrig');
  const apz = findLine(lines, APZ);
  if (apz) reading.apzFeld = switchReading(true, apz.line, 'mittel');

  const digital = findLine(lines, DIGITAL_METER);
  const analog = findLine(lines, ANALOG_METER);
  const meter = digital ?? analog;
  if (meter) {
    const typ = digital ? 'digital' : 'analog';
    const maker = lines.map((line) => line.match(MAKER_CODE)?.[1]).find((code) => code && METER_MAKERS[code]);
    const name = maker ? METER_MAKERS[maker] : '';
    const beschreibung = digital ? T.meterDescriptions.digital(digital.match[0]) : T.meterDescriptions.analog;
    reading.zaehlertyp = {
      wert: typ,
      qualitaet: 'mittel',
      beleg: meter.line,
      value: { typ, ...(name ? { name } : {}), beschreibung, qualitaet: 'mittel' },
    };
  }

  const fuse = lines
    .flatMap((line) => [...line.matchAll(MAIN_FUSE)].map((match) => ({ line, keyword: match[1], amps: Number(match[2]) })))
    .find(({ amps }) => isMainFuseRating(amps));
  if (fuse) {
    const typ = fuseType(fuse.keyword);
    reading.hauptsicherung = {
      wert: fuse.amps,
      qualitaet: 'mittel',
      beleg: fuse.line,
      value: { wert: fuse.amps, ...(typ ? { typ } : {}), beschreibung: T.fuseDescription(fuse.line), qualitaet: 'mittel' },
    };
  }
  return reading;
}
