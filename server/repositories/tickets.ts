// Photo-collection tickets and the images they carry, with the status the client polls.
import type { ProcessingState, ProcessingStatus } from '../../src/domain/processing.ts';
import type { Queryable } from '../db/database.ts';
import { isUuidShaped, json } from './rows.ts';

export interface TicketRecord {
  id: string;
  companyId: string;
  projectId: string;
  state: ProcessingState;
  totalImages: number;
  processedImages: number;
  analyzedImages: number;
  duplicateImages: number;
  stateDescription: string;
  estimatedTimeRemaining: number | null;
  categoryResults: Record<string, { anzahl: number }>;
  errors: string[];
}

interface Row {
  id: string;
  company_id: string;
  project_id: string;
  state: ProcessingState;
  total_images: number;
  processed_images: number;
  analyzed_images: number;
  duplicate_images: number;
  state_description: string;
  estimated_time_remaining: number | null;
  category_results: unknown;
  errors: unknown;
}

const toRecord = (row: Row): TicketRecord => ({
  id: row.id,
  companyId: row.company_id,
  projectId: row.project_id,
  state: row.state,
  totalImages: row.total_images,
  processedImages: row.processed_images,
  analyzedImages: row.analyzed_images,
  duplicateImages: row.duplicate_images,
  stateDescription: row.state_description,
  estimatedTimeRemaining: row.estimated_time_remaining,
  categoryResults: json(row.category_results),
  errors: json(row.errors),
});

export function toStatus(ticket: TicketRecord): ProcessingStatus {
  const finished = ticket.state === 'SAVED' || ticket.state === 'FAILED';
  return {
    ticketId: ticket.id,
    state: ticket.state,
    currentStep: ticket.state,
    stateDescription: ticket.stateDescription,
    processedImages: ticket.processedImages,
    analyzedImages: ticket.analyzedImages,
    totalImages: ticket.totalImages,
    duplicateImages: ticket.duplicateImages,
    estimatedTimeRemaining: ticket.estimatedTimeRemaining,
    completed: finished,
    isCompleted: finished,
    errors: ticket.errors,
    categoryResults: ticket.categoryResults,
  };
}

export interface TicketImage {
  imageId: string;
  position: number;
  category: string | null;
  /** The required shot the sorting chose for the photo, if it was sure. */
  slot: string | null;
}

export class TicketRepository {
  constructor(private readonly db: Queryable) {}

  async create(
    ticket: Pick<TicketRecord, 'id' | 'companyId' | 'projectId' | 'totalImages' | 'stateDescription'> & { duplicateImages?: number },
    imageIds: string[],
  ) {
    await this.db.query(
      `INSERT INTO tickets (id, company_id, project_id, state, total_images, duplicate_images, state_description)
       VALUES ($1, $2, $3, 'QUEUED', $4, $5, $6)`,
      [ticket.id, ticket.companyId, ticket.projectId, ticket.totalImages, ticket.duplicateImages ?? 0, ticket.stateDescription],
    );
    for (const [position, imageId] of imageIds.entries()) {
      await this.db.query('INSERT INTO ticket_images (ticket_id, image_id, position) VALUES ($1, $2, $3)', [
        ticket.id,
        imageId,
        position,
      ]);
    }
  }

  async get(id: string): Promise<TicketRecord | null> {
    if (!isUuidShaped(id)) return null;
    const [row] = await this.db.query<Row>('SELECT * FROM tickets WHERE id = $1', [id]);
    return row ? toRecord(row) : null;
  }

  async images(ticketId: string): Promise<TicketImage[]> {
    const rows = await this.db.query<{ image_id: string; position: number; category: string | null; slot: string | null }>(
      'SELECT image_id, position, category, slot FROM ticket_images WHERE ticket_id = $1 ORDER BY position',
      [ticketId],
    );
    return rows.map((row) => ({ imageId: row.image_id, position: row.position, category: row.category, slot: row.slot }));
  }

  /** Where the sorting put a photo: its area and, where it was sure, the required shot it fills. */
  async setCategory(ticketId: string, imageId: string, category: string, slot: string | null = null): Promise<void> {
    await this.db.query('UPDATE ticket_images SET category = $3, slot = $4 WHERE ticket_id = $1 AND image_id = $2', [ticketId, imageId, category, slot]);
  }

  async update(id: string, change: Partial<Omit<TicketRecord, 'id' | 'companyId' | 'projectId' | 'totalImages' | 'duplicateImages'>>): Promise<void> {
    const columns: Record<string, [string, unknown]> = {
      state: ['state', change.state],
      processedImages: ['processed_images', change.processedImages],
      analyzedImages: ['analyzed_images', change.analyzedImages],
      stateDescription: ['state_description', change.stateDescription],
      estimatedTimeRemaining: ['estimated_time_remaining', change.estimatedTimeRemaining],
      categoryResults: ['category_results', change.categoryResults && JSON.stringify(change.categoryResults)],
      errors: ['errors', change.errors && JSON.stringify(change.errors)],
    };
    const sets: string[] = [];
    const values: unknown[] = [id];
    for (const [key, [column, value]] of Object.entries(columns)) {
      if (!(key in change)) continue;
      values.push(value);
      const cast = column === 'category_results' || column === 'errors' ? '::jsonb' : '';
      sets.push(`${column} = $${values.length}${cast}`);
    }
    if (!sets.length) return;
    await this.db.query(`UPDATE tickets SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
  }
}
