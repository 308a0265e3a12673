// Writes a project's export (issue 23, point 2) as a ZIP to a stream, one file at a time: photos
// and recordings are stored as they are (already compressed), the JSON and the PDF compressed.
// Only one file is in memory at once, and writing waits while the client reads slowly, so a
// project of hundreds of photos is exported in the memory of one.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { uniquePaths } from '../../src/domain/export-files.ts';
import { EXPORT_SCHEMA, ProjectExport, type ExportedFile } from '../../src/domain/project-export.ts';
import type { Project } from '../../src/domain/project.ts';
import { isMarkedCopy } from '../annotation/marked-copies.ts';
import { CompanyRepository } from '../repositories/companies.ts';
import { ImageRepository, type ImageRecord } from '../repositories/images.ts';
import { VoiceMemoRepository, type VoiceMemoRecord } from '../repositories/voice-memos.ts';
import { VorschadenRepository } from '../repositories/vorschaeden.ts';
import { protocolPdf } from '../report/protocol-pdf.ts';
import type { Services } from '../services.ts';

const FOLDER = 'dateien';
const AUDIO_EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/mp4': 'm4a', 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

interface Planned {
  key: string;
  entry: ExportedFile;
}

function imageKind(image: ImageRecord): ExportedFile['kind'] {
  if (isMarkedCopy(image)) return 'marked';
  return image.annotated ? 'annotated' : 'original';
}

/** Where every stored file goes in the ZIP: by area, copies and recordings in folders of their own. */
function plan(images: ImageRecord[], memos: VoiceMemoRecord[]): Planned[] {
  const areaOf = new Map(images.map((image) => [image.id, image.component]));
  const items = [
    ...images.map((image) => {
      const kind = imageKind(image);
      const area = kind === 'marked' ? (areaOf.get(image.sourceImageId ?? '') ?? image.component) : image.component;
      const folder = kind === 'original' ? `${FOLDER}/${area}` : `${FOLDER}/${area}/${kind === 'marked' ? 'markiert' : 'annotiert'}`;
      const entry: Omit<ExportedFile, 'path'> = {
        id: image.id,
        area,
        kind,
        originalName: image.originalName,
        contentType: image.contentType,
        sizeBytes: image.sizeBytes,
        sha256: image.sha256,
        uploadSha256: image.uploadSha256,
        width: image.width,
        height: image.height,
        storedAt: image.createdAt,
        ...(image.sourceImageId ? { sourceId: image.sourceImageId } : {}),
      };
      return { folder, name: image.originalName, key: image.fileKey, entry };
    }),
    ...memos.map((memo) => {
      const name = `${memo.recordedAt.replace(/[:]/g, '-').replace(/\.\d+Z$/, 'Z')}.${AUDIO_EXTENSIONS[memo.contentType] ?? 'audio'}`;
      const entry: Omit<ExportedFile, 'path'> = {
        id: memo.id,
        area: memo.area,
        kind: 'voice-memo',
        originalName: name,
        contentType: memo.contentType,
        sizeBytes: memo.size,
        sha256: null,
        uploadSha256: null,
        width: null,
        height: null,
        storedAt: memo.recordedAt,
      };
      return { folder: `${FOLDER}/${memo.area}/sprachnotizen`, name, key: memo.fileKey as string, entry };
    }),
  ];
  const folders = [...new Set(items.map((item) => item.folder))];
  const paths = new Map<(typeof items)[number], string>();
  for (const folder of folders) {
    const inFolder = items.filter((item) => item.folder === folder);
    uniquePaths(folder, inFolder.map((item) => item.name)).forEach((path, index) => paths.set(inFolder[index], path));
  }
  return items.map((item) => ({ key: item.key, entry: { path: paths.get(item) as string, ...item.entry } }));
}

export async function writeProjectExport(services: Pick<Services, 'db' | 'files' | 'analysis'>, companyId: string, project: Project, out: Writable): Promise<void> {
  const { db, files } = services;
  const images = await new ImageRepository(db).listByProject(companyId, project.id);
  const memos = await new VoiceMemoRepository(db).listByProject(companyId, project.id);
  const planned = plan(images, memos);
  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error;
    else out.write(chunk);
    if (final) out.end();
  });
  const add = async (file: ZipPassThrough | ZipDeflate, data: Uint8Array, at: string) => {
    file.mtime = new Date(at);
    zip.add(file);
    file.push(data, true);
    if (failed) throw failed;
    // The client reads slower than the store answers: wait rather than hold the ZIP in memory.
    if (out.writableNeedDrain) await once(out, 'drain');
  };

  const exported: ExportedFile[] = [];
  for (const { key, entry } of planned) {
    const bytes = await files.get(key);
    // A file the store lost is left out of the list rather than listed and missing.
    if (!bytes) continue;
    await add(new ZipPassThrough(entry.path), bytes, entry.storedAt);
    exported.push(entry);
  }
  const pdf = await protocolPdf(services, companyId, project);
  const now = new Date().toISOString();
  if (pdf) await add(new ZipDeflate('protokoll.pdf'), pdf, now);
  const document: ProjectExport = {
    schema: EXPORT_SCHEMA,
    exportedAt: now,
    company: { id: companyId, name: (await new CompanyRepository(db).get(companyId))?.companyName ?? null },
    project,
    damages: await new VorschadenRepository(db).list(companyId, project.id),
    files: exported,
    protocol: pdf ? 'protokoll.pdf' : null,
  };
  await add(new ZipDeflate('projekt.json'), new TextEncoder().encode(JSON.stringify(document, null, 2)), now);
  await add(new ZipDeflate('schema.json'), new TextEncoder().encode(JSON.stringify({ $id: EXPORT_SCHEMA, ...ProjectExport }, null, 2)), now);
  zip.end();
}
