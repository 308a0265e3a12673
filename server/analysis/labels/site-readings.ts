// What a photo of the storage site shows in writing (SPEC §3 Storage): a thermo-hygrometer's
// display or a measurement note (temperature, relative humidity) and fire-protection signs,
// rated against the storage guidance of SPEC §9.
import { STORAGE_GUIDANCE } from '../../../src/domain/storage-guidance.ts';
import { findLine, formatGerman, germanNumber, textLines, type FieldReading, type LabelReading } from './label-reading.ts';
import { LABEL_TEXTS as T } from './texts.ts';

const TEMPERATURE = /(-?\d{1,2}(?:[.,]\d)?)\s?°\s?C\b/i;
// OCR often reads the 'r' of 'rF' as I, l or 1.
const HUMIDITY = /(\d{1,3}(?:[.,]\d)?)\s?%\s?(?:[rIl1]\.?\s?F\b|rH|RH|rel)|(?:luftfeuchte|luftfeuchtigkeit|feuchte|\brF\b|\bRH\b)\D{0,12}?(\d{1,3}(?:[.,]\d)?)\s?%/i;
/** A display line with nothing but a percentage: humidity when the same display shows a temperature. */
const BARE_PERCENT = /^(\d{1,3}(?:[.,]\d)?)\s?%\s?\S{0,3}$/;
const FIRE_RATED = /\bF\s?(?:30|60|90)\b|\bREI\s?(?:30|60|90)\b|\bEI\s?(?:30|60|90)\b|feuerbest[äa]ndig|feuerhemmend|brandschutzt[üu]r|\bT\s?30\b/i;

function criterion(wert: string, zustand: 'geeignet' | 'ungeeignet', reasoning: string, beleg: string): FieldReading {
  return { wert, qualitaet: 'mittel', zustand, beleg, value: { wert, zustand, qualitaet: 'mittel', reasoning } };
}

export function readSiteReadings(text: string): LabelReading {
  const lines = textLines(text);
  const reading: LabelReading = {};
  const { minTemperature, maxTemperature, maxHumidity } = STORAGE_GUIDANCE;

  const temperature = findLine(lines, TEMPERATURE);
  const degrees = temperature ? germanNumber(temperature.match[1]) : NaN;
  if (temperature && degrees > -30 && degrees < 60) {
    const ok = degrees >= minTemperature && degrees <= maxTemperature;
    const wert = `${formatGerman(degrees)} °C`;
    reading.temperatur = criterion(wert, ok ? 'geeignet' : 'ungeeignet', T.temperatureReasoning(wert, ok), temperature.line);
  }

  const labelled = findLine(lines, HUMIDITY);
  const humidity = labelled ?? (temperature ? findLine(lines, BARE_PERCENT) : null);
  const percent = humidity ? germanNumber(humidity.match[1] ?? humidity.match[2]) : NaN;
  if (humidity && percent > 0 && percent <= 100) {
    const ok = percent < maxHumidity;
    const wert = `${formatGerman(percent)} %`;
    const found = criterion(wert, ok ? 'geeignet' : 'ungeeignet', T.humidityReasoning(wert, ok), humidity.line);
    reading.feuchtigkeit = labelled ? found : { ...found, qualitaet: 'niedrig', value: { ...(found.value as object), qualitaet: 'niedrig' } };
  }

  const fire = findLine(lines, FIRE_RATED);
  if (fire) reading.brandschutz = criterion(fire.match[0], 'geeignet', T.fireReasoning(fire.match[0]), fire.line);
  return reading;
}
