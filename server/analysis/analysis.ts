// The one interface every upload, processing step and check calls for analysis. Providers
// (the local default, an OpenAI-compatible vision model) implement it; callers never know which.
import type { BuildabilityAssessment } from '../../src/domain/buildability.ts';
import type { CriterionExplanation } from '../../src/domain/explanation.ts';
import type { StorageCriterion } from '../../src/domain/storage-criteria.ts';
import type { Project } from '../../src/domain/project.ts';
import type { PvSettings } from '../../src/domain/pv/pv-settings.ts';
import type { AreaFindingsUpdate } from '../../src/domain/project-images.ts';
import type { Vorschaden } from '../../src/domain/vorschaden.ts';

export interface AnalysisFile {
  id: string;
  bytes: Buffer;
  contentType: string;
  originalName: string;
}

/** Where a photo of a collection belongs; 'sonstiges' leaves it for the user to assign. */
export type PhotoCategory = 'dach-innen' | 'dach-aussen' | 'elektrik' | 'erdung' | 'aufstellort' | 'stromrechnung' | 'sonstiges';

/** What the analysis of one area's files found (results, section values, detections) and the damages it saw. */
export interface AreaFindings extends AreaFindingsUpdate {
  damages: Array<Omit<Vorschaden, 'id'>>;
}

/** Whose photos a photo is sorted and read against: each company's analysis learns from its own photos only. */
export interface CategorizeContext {
  companyId: string;
}

/** Where a photo belongs: its area and, when the company's examples are clear about it, its required shot. */
export interface Categorized {
  category: PhotoCategory;
  confidence: number;
  slot?: string;
}

export interface Analysis {
  /** Without a context (no company known) only rules that need no examples apply. */
  categorize(file: AnalysisFile, context?: CategorizeContext): Promise<Categorized>;
  /**
   * Keeps a photo a user put into an area as a labelled example for later sorting. Optional: a
   * provider that does not learn leaves it out. Callers must not fail an upload on its error.
   */
  learn?(file: AnalysisFile, example: { companyId: string; component: string; slot?: string }): Promise<void>;
  /** With a context the company's earlier corrections may propose values (learned, issue 26). */
  analyzeArea(component: string, files: AnalysisFile[], project: Project, context?: CategorizeContext): Promise<AreaFindings>;
  /**
   * Starts on a file analyzeArea will soon get for this component, while the photos after it are
   * still being sorted. Optional: a provider with nothing to start early leaves it out.
   */
  readAhead?(component: string, file: AnalysisFile): void;
  /** `pvSettings`: the company's module and edge distances for the roof faces' layout (issue 25). */
  assessBuildability(project: Project, damages: Vorschaden[], pvSettings: PvSettings): Promise<Omit<BuildabilityAssessment, 'id' | 'createdAt'>>;
  explainCriterion(project: Project, criterion: StorageCriterion): Promise<CriterionExplanation>;
}
