// Photo-collection processing: the ticket an upload returns and the status it reports (SPEC §3, §4).
import { Type, type Static } from 'typebox';
import { Nullable } from './schema-helpers.ts';

export const PROCESSING_STATES = ['QUEUED', 'CATEGORIZING', 'PROCESSING', 'SAVING', 'SAVED', 'FAILED'] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];

export const ProcessingTicket = Type.Object({
  ticketId: Type.String(),
  totalImages: Type.Integer({ description: 'Neu gespeicherte Bilder, die das Ticket verarbeitet' }),
  duplicateImages: Type.Optional(
    Type.Integer({ description: 'Hochgeladene Bilder, deren Inhalt das Projekt schon hatte (oder die doppelt gewählt waren); nicht erneut gespeichert' }),
  ),
});
export type ProcessingTicket = Static<typeof ProcessingTicket>;

export const ProcessingStatus = Type.Object({
  ticketId: Type.String(),
  state: Type.Enum(PROCESSING_STATES),
  currentStep: Type.String(),
  stateDescription: Type.String(),
  processedImages: Type.Integer({ description: 'Bilder, die schon einem Bereich zugeordnet sind' }),
  analyzedImages: Type.Optional(Type.Integer({ description: 'Bilder, deren Bereichsanalyse abgeschlossen ist (Bilder ohne Bereich zählen nach der Zuordnung mit)' })),
  totalImages: Type.Integer(),
  duplicateImages: Type.Optional(Type.Integer({ description: 'Hochgeladene Bilder, die das Projekt schon hatte und die nicht erneut gespeichert wurden' })),
  estimatedTimeRemaining: Nullable(Type.Integer({ description: 'Geschätzte Restdauer in Sekunden für Zuordnung und Analyse zusammen' })),
  completed: Type.Boolean(),
  isCompleted: Type.Boolean(),
  errors: Type.Array(Type.String()),
  categoryResults: Type.Record(Type.String(), Type.Object({ anzahl: Type.Integer() })),
});
export type ProcessingStatus = Static<typeof ProcessingStatus>;
