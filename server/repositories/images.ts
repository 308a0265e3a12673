// Metadata of stored files (images and PDFs); the bytes live in the file store under fileKey.
import type { ImageRef } from '../../src/domain/image.ts';
import type { Queryable } from '../db/database.ts';
import { isUuidShaped, iso } from './rows.ts';

export interface ImageRecord {
  id: string;
  companyId: string;
  projectId: string;
  component: string;
  originalName: string;
  fileKey: string;
  thumbKey: string | null;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  /** Of the bytes as they arrived, before normalizing; null for files the server made itself. */
  uploadSha256: string | null;
  width: number | null;
  height: number | null;
  pageNumber: number | null;
  /** A PDF's number of pages, where it was read at upload; null for images and older PDFs. */
  pageCount: number | null;
  annotated: boolean;
  /** For an annotated image: the photo it was drawn from. */
  sourceImageId?: string | null;
  /** Faces made unrecognisable on the stored copy and its thumbnail (issue 23); null where none were. */
  blurredFaces?: number | null;
  /** The photo before its faces were blurred, where the company keeps it. */
  originalKey?: string | null;
  createdAt: string;
}

interface Row {
  id: string;
  company_id: string;
  project_id: string;
  component: string;
  original_name: string;
  file_key: string;
  thumb_key: string | null;
  content_type: string;
  size_bytes: number;
  sha256: string;
  upload_sha256: string | null;
  width: number | null;
  height: number | null;
  page_number: number | null;
  page_count: number | null;
  annotated: boolean;
  source_image_id: string | null;
  blurred_faces: number | null;
  original_key: string | null;
  created_at: unknown;
}

const toRecord = (row: Row): ImageRecord => ({
  id: row.id,
  companyId: row.company_id,
  projectId: row.project_id,
  component: row.component,
  originalName: row.original_name,
  fileKey: row.file_key,
  thumbKey: row.thumb_key,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  sha256: row.sha256,
  uploadSha256: row.upload_sha256,
  width: row.width,
  height: row.height,
  pageNumber: row.page_number,
  pageCount: row.page_count,
  annotated: row.annotated,
  sourceImageId: row.source_image_id,
  blurredFaces: row.blurred_faces,
  originalKey: row.original_key,
  createdAt: iso(row.created_at),
});

/** How a project references a stored file; the client prefixes relative URLs with the API base. */
export function toImageRef(record: ImageRecord): ImageRef {
  const extension = record.fileKey.split('.').pop() ?? '';
  return {
    id: record.id,
    name: `${record.id}.${extension}`,
    originalName: record.originalName,
    url: `/images/${record.id}`,
    ...(record.thumbKey ? { thumbnailUrl: `/images/${record.id}/thumbnail` } : {}),
    contentType: record.contentType,
    uploadedAt: record.createdAt,
    componentType: record.component,
    ...(record.pageNumber ? { pageNumber: record.pageNumber } : {}),
    ...(record.pageCount ? { pageCount: record.pageCount } : {}),
    ...(record.uploadSha256 ? { uploadSha256: record.uploadSha256 } : {}),
    ...(record.blurredFaces ? { blurredFaces: record.blurredFaces } : {}),
    ...(record.originalKey ? { originalUrl: `/images/${record.id}/original` } : {}),
  };
}

export class ImageRepository {
  constructor(private readonly db: Queryable) {}

  async insert(record: Omit<ImageRecord, 'createdAt'>): Promise<ImageRecord> {
    const [row] = await this.db.query<Row>(
      `INSERT INTO images (id, company_id, project_id, component, original_name, file_key, thumb_key, content_type,
         size_bytes, sha256, upload_sha256, width, height, page_number, page_count, annotated, source_image_id, blurred_faces, original_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING *`,
      [
        record.id, record.companyId, record.projectId, record.component, record.originalName, record.fileKey,
        record.thumbKey, record.contentType, record.sizeBytes, record.sha256, record.uploadSha256, record.width, record.height,
        record.pageNumber, record.pageCount, record.annotated, record.sourceImageId ?? null, record.blurredFaces ?? null, record.originalKey ?? null,
      ],
    );
    return toRecord(row);
  }

  async get(id: string): Promise<ImageRecord | null> {
    if (!isUuidShaped(id)) return null;
    const [row] = await this.db.query<Row>('SELECT * FROM images WHERE id = $1', [id]);
    return row ? toRecord(row) : null;
  }

  async listByProject(companyId: string, projectId: string, component?: string): Promise<ImageRecord[]> {
    const rows = component
      ? await this.db.query<Row>(
          'SELECT * FROM images WHERE company_id = $1 AND project_id = $2 AND component = $3 ORDER BY created_at, id',
          [companyId, projectId, component],
        )
      : await this.db.query<Row>('SELECT * FROM images WHERE company_id = $1 AND project_id = $2 ORDER BY created_at, id', [
          companyId,
          projectId,
        ]);
    return rows.map(toRecord);
  }

  /** Which of these contents the project already holds as an uploaded photo (annotated copies aside). */
  async knownHashes(companyId: string, projectId: string, hashes: string[]): Promise<Set<string>> {
    if (!hashes.length) return new Set();
    const rows = await this.db.query<{ sha256: string }>(
      'SELECT DISTINCT sha256 FROM images WHERE company_id = $1 AND project_id = $2 AND NOT annotated AND sha256 = ANY($3::text[])',
      [companyId, projectId, hashes],
    );
    return new Set(rows.map((row) => row.sha256));
  }

  /**
   * The project's own photo a photo key names (its upload hash, else its id): an uploaded image,
   * not a PDF nor a copy drawn from a photo. Of two uploads of the same bytes, the first.
   */
  async photoByKey(companyId: string, projectId: string, photoKey: string): Promise<ImageRecord | null> {
    const [row] = await this.db.query<Row>(
      `SELECT * FROM images WHERE company_id = $1 AND project_id = $2 AND NOT annotated AND content_type <> 'application/pdf'
         AND (upload_sha256 = $3 OR id::text = $3) ORDER BY created_at, id LIMIT 1`,
      [companyId, projectId, photoKey],
    );
    return row ? toRecord(row) : null;
  }

  /** The annotated images drawn from a photo. */
  async derivedFrom(sourceImageId: string): Promise<ImageRecord[]> {
    const rows = await this.db.query<Row>('SELECT * FROM images WHERE source_image_id = $1 ORDER BY created_at, id', [sourceImageId]);
    return rows.map(toRecord);
  }

  async delete(id: string): Promise<void> {
    await this.db.query('DELETE FROM images WHERE id = $1', [id]);
  }
}
