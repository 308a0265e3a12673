// The local area findings from real OCR of photos: the demo meter cabinet, a damp cellar's
// hygrometer (which becomes a damage), and an earthing bar.
import { afterAll, describe, expect, it } from 'vitest';
import { demoPhoto } from '../../test-support/photo-variants.ts';
import { asFile } from '../bill/bill-fixtures.ts';
import { closeOcr } from '../ocr/ocr-workers.ts';
import { localAnalysis } from '../local-analysis.ts';
import { cabinetLabelPhoto, earthingBarPhoto, hygrometerPhoto } from './label-fixtures.ts';

const analysis = localAnalysis();
const project = { id: 'p', name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-01T00:00:00.000Z', active: true } as const;

afterAll(closeOcr);

describe('local findings from the writing on photos', () => {
  it('the demo meter cabinet: an RCD (FI 30 mA) and a digital eHZ by EMH; what carries no label stays nicht_erkennbar', async () => {
    const findings = await analysis.analyzeArea('elektrik', [asFile(await demoPhoto('elektrik'), 'zaehlerschrank.jpg')], project);
    expect(findings.results.fiLsSchalter).toMatchObject({ wert: true, qualitaet: 'mittel', pageReference: 1, quelle: expect.stringMatching(/30mA/) });
    expect(findings.results.zaehlertyp).toMatchObject({ wert: 'digital', pageReference: 1 });
    expect(findings.values?.zaehlertyp).toMatchObject({ typ: 'digital', name: 'EMH metering' });
    expect(findings.results.ueberspannungsschutz).toMatchObject({ wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null });
    expect(findings.values?.ueberspannungsschutz).toBeUndefined();
    expect(findings.damages).toEqual([]);
  }, 60_000);

  it('a damp cellar: 72 % relative humidity is unfit and becomes an Aufstellort damage with the photo; 19 °C is fine', async () => {
    const files = [asFile(await hygrometerPhoto({ celsius: '19,0', humidity: '72' }), 'hygrometer.jpg')];
    const findings = await analysis.analyzeArea('aufstellort', files, project);
    expect(findings.results.temperatur).toMatchObject({ wert: '19 °C', zustand: 'geeignet' });
    expect(findings.results.feuchtigkeit).toMatchObject({ wert: '72 %', zustand: 'ungeeignet', pageReference: 1 });
    expect(findings.values?.feuchtigkeit).toMatchObject({ zustand: 'ungeeignet', reasoning: expect.stringContaining('72 %') });
    expect(findings.results.belueftung).toMatchObject({ wert: 'nicht_erkennbar' });
    expect(findings.damages).toEqual([
      expect.objectContaining({
        titel: 'Mangel: Feuchtigkeit',
        kategorie: 'AUFSTELLORT',
        schweregrad: 'mittel',
        status: 'NEU',
        bildUrls: ['/images/hygrometer.jpg'],
        details: expect.objectContaining({ empfohleneBehandlung: expect.stringContaining('60 %') }),
      }),
    ]);
  }, 60_000);

  it('an earthing bar: HES present, bonding to water, gas and heating, foundation earth', async () => {
    const photo = await earthingBarPhoto(['Wasser', 'Gas', 'Heizung', 'Fundamenterder', 'PE 16 mm²']);
    const findings = await analysis.analyzeArea('erdung', [asFile(photo, 'hes.jpg')], project);
    expect(findings.values?.hesVorhanden).toMatchObject({ presence: 'present' });
    expect(findings.values?.angeschlosseneLeiter).toMatchObject({ equipotentialToWaterGas: 3, earthToFoundation: 1, querschnittsklasse: '≥16' });
    expect(findings.results.fundamenterderVorhanden).toMatchObject({ wert: 'yes' });
    expect(findings.results.condition).toMatchObject({ wert: 'nicht_erkennbar' });
  }, 60_000);

  it('short labels on strips are read too (the photo is also read binarised): APZ, SLS 50A, FI/LS 30mA', async () => {
    const photo = await cabinetLabelPhoto(['eHZ 1ESY11 1234 5678', 'FI/LS 30mA', 'Überspannungsschutz Typ 1+2', 'SLS 50A', 'APZ']);
    const findings = await analysis.analyzeArea('elektrik', [asFile(photo, 'beschriftung.jpg')], project);
    expect(findings.values).toMatchObject({
      fiLsSchalter: { wert: true },
      ueberspannungsschutz: { wert: true },
      apzFeld: { wert: true },
      zaehlertyp: { typ: 'digital', name: 'EasyMeter' },
      hauptsicherung: { wert: 50, typ: 'SLS-Schalter' },
    });
  }, 60_000);

  it('roof photos carry no labels: every roof field is reported as not detected, without reading them', async () => {
    let read = 0;
    const counting = localAnalysis({ pages: async () => { read += 1; return []; } });
    const findings = await counting.analyzeArea('dach-aussen', [asFile(await demoPhoto('dach-aussen'), 'dach.jpg')], project);
    expect(read).toBe(0);
    expect(findings.results.dachtyp).toMatchObject({ wert: 'nicht_erkennbar', qualitaet: 'niedrig' });
    expect(Object.keys(findings.results)).toEqual(expect.arrayContaining(['ziegel', 'traufhoehe', 'hindernisse']));
  });
});
