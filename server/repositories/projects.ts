// Projects as versioned JSON documents: every save bumps the version and updatedAt, and a save
// that names the version it started from is refused when someone saved in between.
import { withoutPositions } from '../../src/domain/photo-origin.ts';
import { projectChanges, SYSTEM_ACTOR } from '../../src/domain/project-history.ts';
import type { Project } from '../../src/domain/project.ts';
import type { Queryable } from '../db/database.ts';
import { ImageSlotRepository } from './image-slots.ts';
import { TaughtValueRepository } from './taught-values.ts';
import { ProjectHistoryRepository } from './project-history.ts';
import { iso, json } from './rows.ts';

interface Row {
  doc: unknown;
  version: number;
  updated_at: unknown;
}

export type SaveResult = { saved: Project } | { conflict: Project };

const COLUMNS = 'doc, version, updated_at';
/** The stored document before a save, read in the save's own statement: what its history entry compares. */
const BEFORE = 'WITH before AS (SELECT doc FROM projects WHERE company_id = $1 AND id = $2)';
const SAVED_COLUMNS = `${COLUMNS}, (SELECT doc FROM before) AS before`;

interface SavedRow extends Row {
  before: unknown;
}
// Selecting from companies turns a missing company into no row instead of a foreign-key error;
// an erased project's id is never created again (a late save of a device that still held it).
const INSERT = `INSERT INTO projects (company_id, id, doc, version, updated_at)
  SELECT id, $2::text, $3::jsonb, 1, now() FROM companies
  WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM erased_projects WHERE company_id = $1 AND project_id = $2)
  ON CONFLICT (company_id, id)`;
const NEXT_VERSION = 'doc = $3::jsonb, version = projects.version + 1, updated_at = now()';
/** A project in the trash is seen only by the trash (project-trash.ts). */
const LIVE = 'deleted_at IS NULL';

function toProject(row: Row): Project {
  return { ...json<Project>(row.doc), version: row.version, updatedAt: iso(row.updated_at) };
}

export class ProjectRepository {
  constructor(private readonly db: Queryable) {}

  /** The company's projects, or with `since` only those saved after it (a device's change feed). */
  async listByCompany(companyId: string, since?: string): Promise<Project[]> {
    const rows = await this.db.query<Row>(
      `SELECT doc, version, updated_at FROM projects WHERE company_id = $1 AND ${LIVE} ${since ? 'AND updated_at > $2::timestamptz' : ''}
       ORDER BY created_at DESC, id`,
      since ? [companyId, since] : [companyId],
    );
    return rows.map(toProject);
  }

  /**
   * Where a device's next change feed starts: a minute before now, as a save's time is when its
   * transaction began, and one still running now may land with a time before this moment.
   */
  async changeCursor(): Promise<string> {
    const [row] = await this.db.query<{ cursor: unknown }>(`SELECT now() - interval '1 minute' AS cursor`);
    return iso(row.cursor);
  }

  async countsByCompany(companyIds: string[]): Promise<Map<string, number>> {
    const rows = await this.db.query<{ company_id: string; n: string | number }>(
      `SELECT company_id, count(*) AS n FROM projects WHERE company_id = ANY($1::text[]) AND ${LIVE} GROUP BY company_id`,
      [companyIds],
    );
    return new Map(rows.map((row) => [row.company_id, Number(row.n)]));
  }

  async get(companyId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<Project | null> {
    const [row] = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM projects WHERE company_id = $1 AND id = $2 AND ${LIVE}${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [companyId, id],
    );
    return row ? toProject(row) : null;
  }

  /**
   * Stores the whole project in one statement. With `expectedVersion` the save only succeeds if
   * the stored version still matches ('*': any stored version, 0: none stored yet); otherwise,
   * and when the company does not exist, the answer is the stored project (or the given one).
   */
  async save(companyId: string, project: Project, expectedVersion?: number | '*', actor: string = SYSTEM_ACTOR, madeAt?: string): Promise<SaveResult> {
    const { version: _version, updatedAt: _updatedAt, ...doc } = project;
    const values = [companyId, project.id, JSON.stringify(doc)];
    const [row] =
      expectedVersion === undefined
        ? await this.db.query<SavedRow>(`${BEFORE} ${INSERT} DO UPDATE SET ${NEXT_VERSION} WHERE projects.${LIVE} RETURNING ${SAVED_COLUMNS}`, values)
        : expectedVersion === 0
          ? await this.db.query<SavedRow>(`${BEFORE} ${INSERT} DO NOTHING RETURNING ${SAVED_COLUMNS}`, values)
          : await this.db.query<SavedRow>(
              // PostgreSQL checks the version again after waiting for a concurrent save of the row.
              `${BEFORE} UPDATE projects SET ${NEXT_VERSION}
               WHERE company_id = $1 AND id = $2 AND ${LIVE} AND ($4::int IS NULL OR version = $4) RETURNING ${SAVED_COLUMNS}`,
              [...values, expectedVersion === '*' ? null : expectedVersion],
            );
    if (!row) return { conflict: (await this.get(companyId, project.id)) ?? project };
    const saved = toProject(row);
    // The photos in its required shots are the company's examples of those shots (issue 21).
    if (saved.requiredShots) await new ImageSlotRepository(this.db).syncProject(companyId, saved);
    // The values its users set on its roof teach the company's next projects (issue 26).
    await new TaughtValueRepository(this.db).syncProject(companyId, saved);
    const before = row.before === null ? null : json<Project>(row.before);
    const changes = projectChanges(before, json<Project>(row.doc));
    // A save that changed nothing (a replay, a merge that kept everything) is no event.
    if (changes.length) await new ProjectHistoryRepository(this.db).record(companyId, project.id, actor, before ? 'changed' : 'created', changes, madeAt);
    return { saved };
  }

  /**
   * Takes every photo position out of the company's projects (it switched locations off), each as
   * a new version, so devices drop them with their next load. A project saved meanwhile is read
   * and tried again.
   */
  async dropPhotoPositions(companyId: string): Promise<void> {
    for (const project of await this.listByCompany(companyId)) {
      let current: Project | null = project;
      for (let attempt = 0; current && attempt < 3; attempt += 1) {
        const stripped = withoutPositions(current);
        if (stripped === current) break;
        const result = await this.save(companyId, stripped, current.version ?? '*');
        current = 'saved' in result ? null : result.conflict;
      }
    }
  }
}
