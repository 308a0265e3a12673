// Companies: who exists and what a caller may see of them.
import type { FaceBlur } from '../../src/domain/project.ts';
import { pvSettingsOf, type PvSettings } from '../../src/domain/pv/pv-settings.ts';
import { DEFAULT_CHECKLIST, type ShotChecklist } from '../../src/domain/required-shots.ts';
import type { Queryable } from '../db/database.ts';
import { iso } from './rows.ts';

export interface CompanyRecord {
  id: string;
  companyName: string;
  createdAt: string;
  /** The company's own checklist, or the default one. */
  checklist: ShotChecklist;
  /** Whether positions of photos are kept (issue 22). */
  photoLocation: boolean;
  /** Months after which unchanged done projects go to the trash (issue 23); null keeps them. */
  retentionMonths: number | null;
  /** Whether faces on uploaded photos are blurred, and whether the original is kept (issue 23). */
  faceBlur: FaceBlur;
  /** The module and edge distances of the first PV layout (issue 25), defaults filled in. */
  pvSettings: PvSettings;
}

interface Row {
  id: string;
  company_name: string;
  created_at: unknown;
  checklist: ShotChecklist | string | null;
  photo_location: boolean;
  retention_months: number | null;
  face_blur: FaceBlur;
  pv_settings: Partial<PvSettings> | string | null;
}

const toRecord = (row: Row): CompanyRecord => ({
  id: row.id,
  companyName: row.company_name,
  createdAt: iso(row.created_at),
  checklist: (typeof row.checklist === 'string' ? (JSON.parse(row.checklist) as ShotChecklist) : row.checklist) ?? DEFAULT_CHECKLIST,
  photoLocation: row.photo_location,
  retentionMonths: row.retention_months === null ? null : Number(row.retention_months),
  faceBlur: row.face_blur,
  pvSettings: pvSettingsOf((typeof row.pv_settings === 'string' ? (JSON.parse(row.pv_settings) as Partial<PvSettings>) : row.pv_settings) ?? undefined),
});

export class CompanyRepository {
  constructor(private readonly db: Queryable) {}

  /** Every company, or only those in `ids`. */
  async list(ids: string[] | 'all'): Promise<CompanyRecord[]> {
    const rows =
      ids === 'all'
        ? await this.db.query<Row>('SELECT * FROM companies ORDER BY company_name, id')
        : await this.db.query<Row>('SELECT * FROM companies WHERE id = ANY($1::text[]) ORDER BY company_name, id', [ids]);
    return rows.map(toRecord);
  }

  async get(id: string): Promise<CompanyRecord | null> {
    const [row] = await this.db.query<Row>('SELECT * FROM companies WHERE id = $1', [id]);
    return row ? toRecord(row) : null;
  }

  /** Replaces the company's checklist; false if there is no such company. */
  async setChecklist(id: string, checklist: ShotChecklist): Promise<boolean> {
    const rows = await this.db.query('UPDATE companies SET checklist = $2::jsonb WHERE id = $1 RETURNING id', [id, JSON.stringify(checklist)]);
    return rows.length === 1;
  }

  /** Switches keeping the positions of photos on or off; false if there is no such company. */
  async setPhotoLocation(id: string, on: boolean): Promise<boolean> {
    const rows = await this.db.query('UPDATE companies SET photo_location = $2 WHERE id = $1 RETURNING id', [id, on]);
    return rows.length === 1;
  }

  /** Sets how many months done projects are kept (null: until deleted); false if there is no such company. */
  async setRetention(id: string, months: number | null): Promise<boolean> {
    const rows = await this.db.query('UPDATE companies SET retention_months = $2 WHERE id = $1 RETURNING id', [id, months]);
    return rows.length === 1;
  }

  /** Sets whether faces on photos uploaded from now on are blurred; false if there is no such company. */
  async setFaceBlur(id: string, mode: FaceBlur): Promise<boolean> {
    const rows = await this.db.query('UPDATE companies SET face_blur = $2 WHERE id = $1 RETURNING id', [id, mode]);
    return rows.length === 1;
  }

  /** Stores the company's PV settings as given; false if there is no such company. */
  async setPvSettings(id: string, settings: PvSettings): Promise<boolean> {
    const rows = await this.db.query('UPDATE companies SET pv_settings = $2::jsonb WHERE id = $1 RETURNING id', [id, JSON.stringify(settings)]);
    return rows.length === 1;
  }

  /** Creates the company; false if the id is taken. */
  async create(id: string, companyName: string): Promise<boolean> {
    const rows = await this.db.query(
      'INSERT INTO companies (id, company_name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [id, companyName],
    );
    return rows.length === 1;
  }
}
