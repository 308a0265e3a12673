import { describe, expect, it } from 'vitest';
import type { Project } from './project.ts';
import { applySectionEdits, digitsOnly, erdungForm, projectWithEdits, zaehlerschrankForm, type ErdungForm, type ZaehlerschrankForm } from './electric-form.ts';

const project: Project = { id: 'p', name: 'Neues Projekt', status: 'OFFEN', createdAt: '2026-11-22T08:00:00.000Z', active: true };
const image = { id: 'img', name: 'z.jpg', originalName: 'z.jpg', url: '/images/img', uploadedAt: '2026-11-22T08:00:00.000Z' };

describe('the meter cabinet editor (SPEC §3 zaehlerschrank)', () => {
  it('reads switches stored as booleans or analysed as {wert, zustand, qualitaet}', () => {
    const form = zaehlerschrankForm({ fiLsSchalter: true, ueberspannungsschutz: { wert: false, zustand: 'unklar', qualitaet: 'mittel' }, zaehlerplatz: 'unbekannt' });
    expect(form).toMatchObject({ fiLsSchalter: true, ueberspannungsschutz: false, zaehlerplatz: null, apzFeld: null });
  });

  it('"zaehlertyp {typ digital or analog, name, beschreibung}" from the stored object, a bare value or a text', () => {
    expect(zaehlerschrankForm({ zaehlertyp: { typ: 'analog', name: 'Ferraris', beschreibung: 'alt' } }).zaehlertyp).toEqual({ typ: 'analog', name: 'Ferraris', beschreibung: 'alt' });
    expect(zaehlerschrankForm({ zaehlertyp: { wert: 'Digital', qualitaet: 'hoch' } }).zaehlertyp.typ).toBe('digital');
    expect(zaehlerschrankForm({ zaehlertyp: 'Digitaler Zähler (mME)' }).zaehlertyp.typ).toBe('digital');
    expect(zaehlerschrankForm({}).zaehlertyp).toEqual({ typ: '', name: '', beschreibung: '' });
  });

  it('"The main fuse shows a digits-only value": the rated current is read as digits', () => {
    expect(zaehlerschrankForm({ hauptsicherung: { wert: 63, typ: 'NH00' } }).hauptsicherung).toEqual({ wert: '63', typ: 'NH00', beschreibung: '' });
    expect(zaehlerschrankForm({ hauptsicherung: '3x50A' }).hauptsicherung.wert).toBe('50');
    expect(digitsOnly('-63,5 A')).toBe('635');
  });

  it('"A user change marks the field as corrected": only changed fields are written and listed in korrigiert', () => {
    const section = { fiLsSchalter: { wert: false, qualitaet: 'hoch' }, apzFeld: true, qualitaet: 'mittel', korrigiert: ['apzFeld'], analyse: { images: [image] } };
    const form: ZaehlerschrankForm = {
      ...zaehlerschrankForm(section),
      fiLsSchalter: true,
      zaehlertyp: { typ: 'digital', name: ' eHZ ', beschreibung: '' },
      hauptsicherung: { wert: '63', typ: '', beschreibung: '' },
    };
    const saved = applySectionEdits(section, form, ['fiLsSchalter', 'zaehlertyp', 'hauptsicherung']);
    expect(saved).toEqual({
      fiLsSchalter: true,
      apzFeld: true,
      qualitaet: 'mittel',
      korrigiert: ['apzFeld', 'fiLsSchalter', 'zaehlertyp', 'hauptsicherung'],
      analyse: { images: [image] },
      zaehlertyp: { typ: 'digital', name: 'eHZ', beschreibung: null },
      hauptsicherung: { wert: 63, typ: null, beschreibung: null },
    });
    expect(applySectionEdits(section, form, [])).toEqual(section);
  });

  it('"Empty or non-numeric input becomes null" for the main fuse; a cleared switch is unknown (null)', () => {
    const form: ZaehlerschrankForm = { ...zaehlerschrankForm({}), apzFeld: null, hauptsicherung: { wert: '', typ: 'Neozed', beschreibung: '' } };
    expect(applySectionEdits({ apzFeld: true }, form, ['apzFeld', 'hauptsicherung'])).toMatchObject({
      apzFeld: null,
      hauptsicherung: { wert: null, typ: 'Neozed' },
    });
  });
});

describe('the earthing editor (SPEC §3 erdung)', () => {
  const analysed = {
    hesVorhanden: { presence: 'present', locationHint: 'keller', qualitaet: 'hoch' },
    angeschlosseneLeiter: { peGnye: 2, earthToFoundation: '1', querschnittsklasse: '10' },
    markierungen: { peMarking: 'absent', warningLabels: 'present', ocrText: 'Nicht trennen' },
    erdungsArt: { typ: 'Fundamenterder' },
    anschlussqualitaet: { bewertung: 'possibly_non_compliant', reasons: ['Korrosion', 'lose Klemme'] },
    fundamenterderVorhanden: 'yes',
    condition: { bewertung: 'aged_corroded', beschreibung: 'Rost' },
  };

  it('reads every finding with its allowed values; what is missing is unknown', () => {
    expect(erdungForm(analysed)).toEqual({
      hesVorhanden: { presence: 'present', locationHint: 'keller' },
      angeschlosseneLeiter: { peGnye: '2', earthToFoundation: '1', equipotentialToWaterGas: '', lightningBonding: '', unknownConnections: '', querschnittsklasse: '10' },
      markierungen: { peMarking: 'absent', warningLabels: 'present', ocrText: 'Nicht trennen' },
      erdungsArt: { typ: 'Fundamenterder' },
      anschlussqualitaet: { bewertung: 'possibly_non_compliant', reasons: 'Korrosion\nlose Klemme' },
      fundamenterderVorhanden: 'yes',
      condition: { bewertung: 'aged_corroded', beschreibung: 'Rost' },
    });
    expect(erdungForm({})).toMatchObject({
      hesVorhanden: { presence: 'unknown', locationHint: 'unknown' },
      angeschlosseneLeiter: { peGnye: '', querschnittsklasse: 'unknown' },
      fundamenterderVorhanden: 'unknown',
      condition: { bewertung: 'unknown' },
    });
  });

  it('"peGnye, … unknownConnections as counts": counts are saved as numbers, empty ones as null; the field keeps its quality', () => {
    const form: ErdungForm = {
      ...erdungForm(analysed),
      angeschlosseneLeiter: { ...erdungForm(analysed).angeschlosseneLeiter, lightningBonding: '3', earthToFoundation: '', querschnittsklasse: 'band' },
      anschlussqualitaet: { bewertung: 'looks_ok', reasons: 'geprüft\n\n' },
    };
    const saved = applySectionEdits({ ...analysed, angeschlosseneLeiter: { ...analysed.angeschlosseneLeiter, qualitaet: 'niedrig' } }, form, [
      'angeschlosseneLeiter',
      'anschlussqualitaet',
    ]);
    expect(saved.angeschlosseneLeiter).toEqual({
      peGnye: 2,
      earthToFoundation: null,
      equipotentialToWaterGas: null,
      lightningBonding: 3,
      unknownConnections: null,
      querschnittsklasse: 'band',
      qualitaet: 'niedrig',
    });
    expect(saved.anschlussqualitaet).toEqual({ bewertung: 'looks_ok', reasons: ['geprüft'] });
    expect(saved.korrigiert).toEqual(['angeschlosseneLeiter', 'anschlussqualitaet']);
    expect(saved.hesVorhanden).toBe(analysed.hesVorhanden);
  });

  it('"Saves send the whole project with the updated electric section": the other section stays as it is', () => {
    const withCabinet: Project = { ...project, electric: { zaehlerschrank: { apzFeld: true } } };
    const form: ErdungForm = { ...erdungForm({}), fundamenterderVorhanden: 'no' };
    const saved = projectWithEdits(withCabinet, 'erdung', form, ['fundamenterderVorhanden']);
    expect(saved).toEqual({ ...withCabinet, electric: { zaehlerschrank: { apzFeld: true }, erdung: { fundamenterderVorhanden: 'no', korrigiert: ['fundamenterderVorhanden'] } } });
  });
});
