import { describe, expect, it } from 'vitest';
import { newProject } from '../new-project.ts';
import type { Project } from '../project.ts';
import { planOneFace, planPv, roofTypeSlope } from './pv-plan.ts';
import { DEFAULT_PV_SETTINGS } from './pv-settings.ts';
import type { RoofFace } from './roof-face.ts';

const face = (extra: Partial<RoofFace>): RoofFace => ({
  id: extra.name ?? 'f',
  name: 'Süd',
  azimuthDeg: 180,
  slopeDeg: 35,
  slopeSource: 'gemessen',
  ridgeLength: { wert: 10, einheit: 'm' },
  rafterLength: { wert: 5, einheit: 'm' },
  ...extra,
});

const project = (faces: RoofFace[], extra: Partial<Project> = {}): Project => ({
  ...newProject('p1'),
  roof: { outside: { dachtyp: { art: 'SATTELDACH', neigung: '30-45°' } }, faces },
  ...extra,
});

describe('PV plan of a project', () => {
  it('adds up modules, kWp and yield of the faces', () => {
    const plan = planPv(project([face({}), face({ name: 'Nord', azimuthDeg: 0 })]), DEFAULT_PV_SETTINGS);
    expect(plan.modules).toBe(32);
    expect(plan.kWp).toBeCloseTo(13.76);
    expect(plan.annualKWh).toBeCloseTo(6.88 * 990 + 6.88 * (plan.faces[1].yield?.specificYield ?? 0), 0);
    expect(plan.incomplete).toBe(0);
  });

  it("takes the roof type's slope (the middle of its range) where the face's slope was not measured", () => {
    expect(roofTypeSlope({ outside: { dachtyp: { neigung: '30-45°' } } })).toBe(37.5);
    expect(roofTypeSlope({ outside: { dachtyp: { neigung: '38°', neigungGrad: 38 } } })).toBe(38);
    expect(roofTypeSlope({ outside: { dachtyp: { art: 'WALMDACH' } } })).toBe(32.5);
    expect(roofTypeSlope({ outside: { dachtyp: { art: 'unbekannt' } } })).toBeNull();
    const plan = planPv(project([face({ slopeDeg: null, slopeSource: 'dachtyp' })]), DEFAULT_PV_SETTINGS);
    expect(plan.faces[0]).toMatchObject({ slopeDeg: 37.5, slopeFromRoofType: true });
  });

  it('leaves a face without orientation out of the yield and counts it as incomplete', () => {
    const plan = planPv(project([face({ azimuthDeg: null })]), DEFAULT_PV_SETTINGS);
    expect(plan.modules).toBe(16);
    expect(plan.annualKWh).toBe(0);
    expect(plan.incomplete).toBe(1);
    expect(plan.balance).toBeNull();
  });

  it('estimates self-consumption with the consumption of Zustand Haus, with the suggested battery of 1 kWh per MWh', () => {
    const plan = planPv(project([face({})], { house: { stromverbrauch: 4500 } }), DEFAULT_PV_SETTINGS);
    expect(plan).toMatchObject({ consumptionKWh: 4500, storageKWh: 5, storageSuggested: true });
    expect(plan.balance?.with?.autarky).toBeGreaterThan(plan.balance?.without.autarky ?? 1);
  });

  it('uses the battery size the user chose, none for 0', () => {
    const plan = planPv(project([face({})], { house: { stromverbrauch: 4500 }, pvPlan: { storageKWh: 0 } }), DEFAULT_PV_SETTINGS);
    expect(plan).toMatchObject({ storageKWh: 0, storageSuggested: false });
    expect(plan.balance?.with).toBeNull();
  });

  it("plans one face alone as the roof's plan has it, also one not yet in the roof", () => {
    const roof = project([face({}), face({ name: 'Ost', id: 'o', azimuthDeg: 90 })]).roof;
    const alone = planOneFace(roof, face({ name: 'Ost', id: 'o', azimuthDeg: 90 }), DEFAULT_PV_SETTINGS);
    expect(alone).toEqual(planPv(project(roof?.faces ?? []), DEFAULT_PV_SETTINGS).faces[1]);
    expect(planOneFace(roof, face({ id: 'neu' }), DEFAULT_PV_SETTINGS).position).toBe(3);
  });

  it('has no balance without a consumption', () => {
    expect(planPv(project([face({})]), DEFAULT_PV_SETTINGS).balance).toBeNull();
  });
});
