import { describe, expect, it } from 'vitest';
import type { BuildabilityAssessment } from '@/domain/buildability';
import { assessBuildability } from '@/domain/buildability-rules';
import type { Project } from '@/domain/project';
import { outdatedBy } from './outdated';

const face = (ridge: number) => ({
  id: 'sued',
  name: 'Süd',
  azimuthDeg: 180,
  slopeDeg: 35,
  slopeSource: 'gemessen' as const,
  ridgeLength: { wert: ridge, einheit: 'm' },
  rafterLength: { wert: 5, einheit: 'm' },
});
const project = (ridge: number): Project => ({ id: 'p', name: 'Ağaoğlu', status: 'OFFEN', createdAt: '2026-11-29T08:00:00.000Z', active: true, roof: { faces: [face(ridge)] } });
const check = (ridge: number): BuildabilityAssessment => ({ ...assessBuildability({ project: project(ridge), damages: [], year: 2026 }), id: 'a', createdAt: '2026-11-29T09:00:00.000Z' });

describe('a stored Baubarkeits-Check against the values on the device', () => {
  it('is outdated once a face corrected from 1 m to 10 m changes the rating the rules give', () => {
    const stored = check(1);
    expect(stored.overallStatus).toBe('UNGEEIGNET');
    expect(outdatedBy(stored, check(10))).toBe(true);
  });

  it('is current when an edit changes nothing the check rates', () => {
    expect(outdatedBy(check(10), check(11))).toBe(false);
  });

  it("is not second-guessed when an external analysis made it: its factors are not the rules'", () => {
    const external = { ...check(1), factors: [{ id: 'ki-1', titel: 'Dachzustand laut KI', category: 'DACH_ZUSTAND' as const, beschreibung: '…', impact: 'MAJOR' as const }] };
    expect(outdatedBy(external, check(10))).toBe(false);
  });
});
