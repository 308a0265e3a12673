import { describe, expect, it } from 'vitest';
import { newProject } from '../new-project.ts';
import { planPv } from './pv-plan.ts';
import { DEFAULT_PV_SETTINGS } from './pv-settings.ts';
import { faceResult, faceWhere, totalLine, yieldInputs } from './pv-texts.ts';
import type { RoofFace } from './roof-face.ts';

const plan = (faces: RoofFace[]) => planPv({ ...newProject('p'), roof: { faces } }, DEFAULT_PV_SETTINGS);
const sized = (ridge: number, rafter: number, extra: Partial<RoofFace> = {}): RoofFace => ({
  id: 'f',
  name: 'Süd',
  ridgeLength: { wert: ridge, einheit: 'm' },
  rafterLength: { wert: rafter, einheit: 'm' },
  ...extra,
});

describe('the PV plan in words', () => {
  it('says what a face carries, its direction and slope', () => {
    const [face] = plan([sized(10, 5, { azimuthDeg: 202, slopeDeg: 35, slopeSource: 'gemessen' })]).faces;
    expect(faceWhere(face)).toBe('SSW (202°) · 35°');
    expect(faceResult(face)).toMatch(/^16 Module hochkant · 6,88 kWp · ca\. [\d.]+ kWh\/Jahr$/);
    expect(yieldInputs({ ...face, face: { ...face.face, shading: 'stark' }, yield: face.yield && { ...face.yield, shadingLoss: 0.25 } })).toMatch(
      /^9\d\d kWh\/kWp laut Ertragstabelle \(SSW, 35°\), Verschattung −25 %$/,
    );
  });

  it('names what is missing: the size, the orientation, the slope, or that no module fits', () => {
    expect(faceResult(plan([{ id: 'f', name: 'Ost' }]).faces[0])).toBe('Für die Belegung fehlen noch Firstlänge und Sparrenlänge (oder die Fläche).');
    expect(faceResult(plan([{ id: 'f', name: 'Ost', ridgeLength: { wert: 9, einheit: 'm' } }]).faces[0])).toBe('Für die Belegung fehlt noch die Sparrenlänge (oder die Fläche).');
    expect(faceResult(plan([{ id: 'f', name: 'Ost', rafterLength: { wert: 600, einheit: 'cm' } }]).faces[0])).toBe('Für die Belegung fehlt noch die Firstlänge (oder die Fläche).');
    expect(faceResult(plan([sized(10, 5)]).faces[0])).toBe('16 Module hochkant · 6,88 kWp · Ertrag: Ausrichtung und Neigung fehlen');
    expect(faceResult(plan([sized(10, 5, { slopeDeg: 30, slopeSource: 'gemessen' })]).faces[0])).toBe('16 Module hochkant · 6,88 kWp · Ertrag: Ausrichtung fehlt');
    expect(faceResult(plan([sized(1.5, 1.5)]).faces[0])).toBe('Innerhalb der Randabstände passt kein Modul.');
    expect(totalLine(plan([sized(10, 5)]))).toBe('16 Module · 6,88 kWp · Ertrag noch offen');
  });
});
