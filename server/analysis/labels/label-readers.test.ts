import { describe, expect, it } from 'vitest';
import { readCabinetLabels } from './cabinet-labels.ts';
import { readGroundingLabels } from './grounding-labels.ts';
import { readSiteReadings } from './site-readings.ts';

describe('meter cabinet labels', () => {
  it('reads an RCD with its trip current, surge protection, APZ, a digital meter with its maker and the main fuse', () => {
    const reading = readCabinetLabels(
      ['eHZ 3x230/400V 5(60)A 50Hz', '1EMH00 7318', 'FI 40A 30mA  B16  B16', 'Überspannungsschutz Typ 1+2', 'APZ', 'SLS E35 63A'].join('\n'),
    );
    expect(reading.fiLsSchalter).toMatchObject({ wert: true, qualitaet: 'mittel', value: { wert: true, zustand: 'geeignet' } });
    expect(reading.ueberspannungsschutz).toMatchObject({ wert: true, beleg: 'Überspannungsschutz Typ 1+2' });
    expect(reading.apzFeld).toMatchObject({ wert: true });
    expect(reading.zaehlertyp).toMatchObject({ wert: 'digital', value: { typ: 'digital', name: 'EMH metering' } });
    expect(reading.hauptsicherung).toMatchObject({ wert: 63, value: { wert: 63, typ: 'SLS-Schalter' } });
  });

  it('tolerates OCR noise: “FI 404 30mA” is still a residual-current device, a trip current alone only a weak hint', () => {
    expect(readCabinetLabels('Sr Öe SA CA FI 404 30mA aı6:| e16:|').fiLsSchalter).toMatchObject({ wert: true, qualitaet: 'mittel' });
    expect(readCabinetLabels('Typ A 30 mA').fiLsSchalter).toMatchObject({ wert: true, qualitaet: 'niedrig' });
  });

  it('an analog meter is analog; a circuit breaker rating is no main fuse; nothing printed means nothing found', () => {
    expect(readCabinetLabels('Drehstromzähler 75 U/kWh').zaehlertyp).toMatchObject({ wert: 'analog', value: { typ: 'analog' } });
    expect(readCabinetLabels('B16 B16 C32 FI 40A').hauptsicherung).toBeUndefined();
    expect(readCabinetLabels('NH00 10A').hauptsicherung).toBeUndefined();
    expect(readCabinetLabels('NH 00 Hauptsicherung 3x50A').hauptsicherung).toMatchObject({ wert: 50, value: { typ: 'NH-Sicherung' } });
    expect(readCabinetLabels('Herd Kü Bad Flur')).toEqual({});
  });
});

describe('earthing labels', () => {
  it('reads the main earthing bar, bonding tags, cross-section, PE and warning labels, foundation earth and network type', () => {
    const reading = readGroundingLabels(
      ['Haupterdungsschiene HES', 'Keller', 'Wasser  Gas  Heizung', 'Blitzschutz', 'Fundamenterder 16 mm²', 'PE', 'Achtung! Nicht lösen', 'TN-C-S-System'].join('\n'),
    );
    expect(reading.hesVorhanden).toMatchObject({ value: { presence: 'present', locationHint: 'keller' } });
    expect(reading.angeschlosseneLeiter).toMatchObject({
      value: { equipotentialToWaterGas: 3, lightningBonding: 1, earthToFoundation: 1, querschnittsklasse: '≥16' },
    });
    expect(reading.markierungen).toMatchObject({ value: { peMarking: 'present', warningLabels: 'present' } });
    expect(reading.fundamenterderVorhanden).toMatchObject({ wert: 'yes' });
    expect(reading.erdungsArt).toMatchObject({ wert: 'TN-C-S' });
  });

  it('a flat steel band is class band; unrelated text finds nothing', () => {
    expect(readGroundingLabels('Bandstahl 30x3,5 Fundamenterder').angeschlosseneLeiter).toMatchObject({ value: { querschnittsklasse: 'band' } });
    expect(readGroundingLabels('Heizkessel Vitodens')).toEqual({});
  });
});

describe('storage site readings (SPEC §9 guidance)', () => {
  it('rates a thermo-hygrometer display against 18-25 °C and 60 % relative humidity', () => {
    const good = readSiteReadings('Innen\n21,5 °C\n48 % rF');
    expect(good.temperatur).toMatchObject({ wert: '21,5 °C', zustand: 'geeignet', value: { zustand: 'geeignet', reasoning: expect.stringContaining('21,5 °C') } });
    expect(good.feuchtigkeit).toMatchObject({ wert: '48 %', zustand: 'geeignet' });
    const bad = readSiteReadings('Temperatur 12.4°C\nLuftfeuchte: 72 %');
    expect(bad.temperatur).toMatchObject({ wert: '12,4 °C', zustand: 'ungeeignet' });
    expect(bad.feuchtigkeit).toMatchObject({ wert: '72 %', zustand: 'ungeeignet' });
  });

  it('a fire-rated door sign counts for fire protection; other numbers are no reading', () => {
    expect(readSiteReadings('Feuerschutztür T30 selbstschließend').brandschutz).toMatchObject({ zustand: 'geeignet', wert: 'T30' });
    expect(readSiteReadings('Baujahr 1998, 3 Räume')).toEqual({});
  });
});

describe('OCR slips on displays and tags', () => {
  it('“72 % IF” is “72 % rF”; a bare percentage beside a temperature is a weak reading; a lone percentage is none', () => {
    expect(readSiteReadings('19,0 °C\n72 % IF').feuchtigkeit).toMatchObject({ wert: '72 %', zustand: 'ungeeignet', qualitaet: 'mittel' });
    expect(readSiteReadings('19,0 °C\n72 %').feuchtigkeit).toMatchObject({ wert: '72 %', zustand: 'ungeeignet', qualitaet: 'niedrig' });
    expect(readSiteReadings('Rabatt 20 %').feuchtigkeit).toBeUndefined();
    expect(readGroundingLabels('Fundamenterd@eE 16 mm*').fundamenterderVorhanden).toMatchObject({ wert: 'yes' });
  });
});
