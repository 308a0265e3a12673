// Photo-collection processing: the ticket an upload returns and the status it reports (SPEC §3, §4).
import { Type, type Static } from 'typebox';
import { Nullable } from './schema-helpers.ts';

export const PROCESSING_STATES = ['QUEUED', 'CATEGORIZING', 'PROCESSING', 'SAVING', 'SAVED', 'FAILED'] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];

export const ProcessingTicket = Type.Object({ ticketId: Type.String(), totalImages: Type.Integer() });
export type ProcessingTicket = Static<typeof ProcessingTicket>;

export const ProcessingStatus = Type.Object({
  ticketId: Type.String(),
  state: Type.Enum(PROCESSING_STATES),
  currentStep: Type.String(),
  stateDescription: Type.String(),
  processedImages: Type.Integer(),
  totalImages: Type.Integer(),
  estimatedTimeRemaining: Nullable(Type.Integer()),
  completed: Type.Boolean(),
  isCompleted: Type.Boolean(),
  errors: Type.Array(Type.String()),
  categoryResults: Type.Record(Type.String(), Type.Object({ anzahl: Type.Integer() })),
});
export type ProcessingStatus = Static<typeof ProcessingStatus>;
