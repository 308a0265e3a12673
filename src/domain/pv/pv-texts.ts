// The PV plan in words (issue 25): what a face carries, the roof's total, self-consumption and
// autarky, and the assumptions behind them. The outer roof's screen and the protocol say it alike.
import type { FacePlan, PvPlan } from './pv-plan.ts';
import type { PvSettings } from './pv-settings.ts';
import { compassPoint, FACE_LIMITS, metres as lengthInMetres, type RoofFace, type ShadingCause } from './roof-face.ts';

export const formatKWp = (kWp: number) => kWp.toLocaleString('de-DE', { maximumFractionDigits: 2 });
/** Yields rounded to tens: an estimate claims no more. */
export const formatKWh = (kWh: number) => (Math.round(kWh / 10) * 10).toLocaleString('de-DE');
export const formatDegrees = (degrees: number) => `${degrees.toLocaleString('de-DE', { maximumFractionDigits: 1 })}°`;
const metres = (value: number) => `${value.toLocaleString('de-DE')} m`;
const percent = (share: number) => `${Math.round(share * 100)} %`;
const modules = (count: number) => `${count} ${count === 1 ? 'Modul' : 'Module'}`;

export const PV_TEXTS = {
  faceUnnamed: 'Dachfläche',
  causes: { baum: 'Baum', gaube: 'Gaube', nachbargebaeude: 'Nachbargebäude', schornstein: 'Schornstein', sonstiges: 'Sonstiges' } satisfies Record<ShadingCause, string>,
  sizeMissing: 'Für die Belegung fehlen noch Firstlänge und Sparrenlänge (oder die Fläche).',
  lengthMissing: (length: 'Firstlänge' | 'Sparrenlänge') => `Für die Belegung fehlt noch die ${length} (oder die Fläche).`,
  noRoom: 'Innerhalb der Randabstände passt kein Modul.',
  orientations: { hochkant: 'hochkant', quer: 'quer' },
  missing: { orientation: 'Ausrichtung', slope: 'Neigung', both: 'Ausrichtung und Neigung' },
  without: 'Ohne Speicher',
  withStorage: (kWh: number) => `Mit ${kWh.toLocaleString('de-DE')} kWh Speicher`,
  selfConsumption: 'Eigenverbrauch',
  autarky: 'Autarkie',
  consumption: (kWh: number) => `Stromverbrauch laut Zustand Haus: ${kWh.toLocaleString('de-DE')} kWh/Jahr`,
  consumptionMissing: 'Für Eigenverbrauch und Autarkie den Stromverbrauch unter „Zustand Haus“ eintragen.',
  incomplete: (count: number) => `${count === 1 ? '1 Fläche ist' : `${count} Flächen sind`} noch nicht im Ertrag enthalten (Angaben fehlen).`,
} as const;

/** A face's name, or 'Dachfläche 2' by its place in the list when it has none. */
export function faceTitle(plan: FacePlan): string {
  return plan.face.name.trim() || `${PV_TEXTS.faceUnnamed} ${plan.position}`;
}

/** Where a face looks and how steep it is: 'S (180°) · 35°'. */
export function faceWhere(plan: FacePlan): string {
  const azimuth = plan.face.azimuthDeg;
  return [typeof azimuth === 'number' ? `${compassPoint(azimuth)} (${formatDegrees(azimuth)})` : '', plan.slopeDeg === null ? '' : formatDegrees(plan.slopeDeg)]
    .filter(Boolean)
    .join(' · ');
}

/** Which of a face's lengths the layout still needs: one of them, or both (or else the area). */
function sizeMissing(face: RoofFace): string {
  const ridge = !!lengthInMetres(face.ridgeLength, FACE_LIMITS.ridgeLengthM);
  const rafter = !!lengthInMetres(face.rafterLength, FACE_LIMITS.rafterLengthM);
  return ridge === rafter ? PV_TEXTS.sizeMissing : PV_TEXTS.lengthMissing(ridge ? 'Sparrenlänge' : 'Firstlänge');
}

/** '16 Module hochkant · 6,88 kWp · ca. 6.810 kWh/Jahr', or what is missing for it. */
export function faceResult(plan: FacePlan): string {
  const { layout } = plan;
  if (!layout) return sizeMissing(plan.face);
  if (!layout.modules && !layout.blocked) return PV_TEXTS.noRoom;
  const orientation = typeof plan.face.azimuthDeg !== 'number';
  const slope = plan.slopeDeg === null;
  const missing = orientation && slope ? PV_TEXTS.missing.both : orientation ? PV_TEXTS.missing.orientation : PV_TEXTS.missing.slope;
  const yieldText = plan.yield ? `ca. ${formatKWh(plan.yield.annualKWh)} kWh/Jahr` : `Ertrag: ${missing} ${orientation && slope ? 'fehlen' : 'fehlt'}`;
  return [`${modules(layout.modules)} ${PV_TEXTS.orientations[layout.orientation]}`, `${formatKWp(layout.kWp)} kWp`, yieldText].join(' · ');
}

/** What a face's yield was read from: '990 kWh/kWp laut Ertragstabelle (S, 35°), Verschattung −10 %'; empty without a yield. */
export function yieldInputs(plan: FacePlan): string {
  const { yield: estimate } = plan;
  if (!estimate || typeof plan.face.azimuthDeg !== 'number' || plan.slopeDeg === null) return '';
  const where = `${compassPoint(plan.face.azimuthDeg)}, ${formatDegrees(plan.slopeDeg)}${plan.slopeFromRoofType ? ' wie Dachtyp' : ''}`;
  const shading = estimate.shadingLoss ? `, Verschattung −${Math.round(estimate.shadingLoss * 100)} %` : '';
  return `${Math.round(estimate.specificYield).toLocaleString('de-DE')} kWh/kWp laut Ertragstabelle (${where})${shading}`;
}

/** The roof's modules, kWp and yield together. */
export function totalLine(plan: PvPlan): string {
  const yieldText = plan.annualKWh > 0 ? `ca. ${formatKWh(plan.annualKWh)} kWh/Jahr` : 'Ertrag noch offen';
  return [modules(plan.modules), `${formatKWp(plan.kWp)} kWp`, yieldText].join(' · ');
}

/** Self-consumption and autarky, without and (when a battery is chosen) with one. */
export function balanceRows(plan: PvPlan): Array<{ label: string; selfConsumption: string; autarky: string }> {
  const { balance } = plan;
  if (!balance) return [];
  return [
    { label: PV_TEXTS.without, selfConsumption: percent(balance.without.selfConsumption), autarky: percent(balance.without.autarky) },
    ...(balance.with ? [{ label: PV_TEXTS.withStorage(plan.storageKWh), selfConsumption: percent(balance.with.selfConsumption), autarky: percent(balance.with.autarky) }] : []),
  ];
}

/** What every figure of the estimate rests on. */
export function assumptions(settings: PvSettings): string[] {
  return [
    `Modul ${metres(settings.moduleLengthM)} × ${metres(settings.moduleWidthM)}, ${settings.moduleWattPeak} Wp; Randabstände ${metres(settings.eavesDistanceM)} Traufe, ${metres(settings.ridgeDistanceM)} First, ${metres(settings.vergeDistanceM)} Ortgang, ${metres(settings.partyWallDistanceM)} an einer Brandwand (Firmeneinstellung). Flächen als Rechteck; jedes Hindernis nimmt einem Modul den Platz.`,
    'Ertrag aus der Ertragstabelle für Deutschland (51° N, Performance Ratio 0,8) je Neigung und Ausrichtung; Verschattung teilweise −10 %, stark −25 %.',
    'Eigenverbrauch und Autarkie: stündliche Energiebilanz nach Weniger, Tjaden & Quaschning (2014) mit einem vereinfachten Haushaltsprofil; reale Werte können um etwa 10 Prozentpunkte abweichen.',
  ];
}
