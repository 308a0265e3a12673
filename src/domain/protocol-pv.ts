// The protocol's part on the roof faces and the PV estimate (issue 25): each face with its layout
// drawing, what it carries and why, then the roof's total, the balance and the assumptions.
import { PROTOCOL_TEXTS as T } from './protocol-texts.ts';
import type { Project } from './project.ts';
import { layoutDrawing, type LayoutDrawing } from './pv/layout-drawing.ts';
import { planPv } from './pv/pv-plan.ts';
import type { PvSettings } from './pv/pv-settings.ts';
import { assumptions, balanceRows, faceResult, faceTitle, faceWhere, PV_TEXTS, totalLine, yieldInputs } from './pv/pv-texts.ts';

export interface ProtocolPv {
  faces: Array<{ title: string; where: string; result: string; shading: string; drawing: LayoutDrawing | null }>;
  total: string;
  /** Faces left out of the yield, the consumption it was set against, or what is missing for that. */
  notes: string[];
  balance: Array<{ label: string; selfConsumption: string; autarky: string }>;
  assumptions: string[];
}

/** The PV part of the protocol, or null for a project without roof faces. */
export function pvModel(project: Project, settings: PvSettings): ProtocolPv | null {
  const plan = planPv(project, settings);
  if (!plan.faces.length) return null;
  return {
    faces: plan.faces.map((face) => {
      const causes = (face.face.shadingCauses ?? []).map((cause) => PV_TEXTS.causes[cause]).join(', ');
      const shading = face.face.shading ?? 'keine';
      return {
        title: faceTitle(face),
        where: [faceWhere(face), face.layout ? T.pv.size(face.layout.faceWidthM, face.layout.faceHeightM, face.layout.fromArea) : ''].filter(Boolean).join(' · '),
        result: [faceResult(face), yieldInputs(face)].filter(Boolean).join(' · '),
        shading: [T.pv.shading(shading), causes, face.face.obstacles?.length ? T.pv.obstacles(face.face.obstacles.join(', ')) : '', face.face.partyWall ? T.pv.partyWall : '']
          .filter(Boolean)
          .join(' · '),
        drawing: face.layout ? layoutDrawing(face.layout, settings) : null,
      };
    }),
    total: totalLine(plan),
    notes: [
      ...(plan.incomplete ? [PV_TEXTS.incomplete(plan.incomplete)] : []),
      plan.consumptionKWh ? PV_TEXTS.consumption(plan.consumptionKWh) : PV_TEXTS.consumptionMissing,
    ],
    balance: balanceRows(plan),
    assumptions: assumptions(settings),
  };
}
