// Photos of one area of a project, sent with the time they were taken and the required shot they
// were taken for; the server answers the project with them analysed.
import { API_PATHS } from '@/api/paths';
import type { AreaUploadEntry } from '@/db/outbox-entries';
import { completeWithProject } from '@/db/project-store';
import { ADDED_AT_HEADER, SHOT_HEADER } from '@/domain/constants';
import type { Project } from '@/domain/project';
import { UPLOAD_FIELDS } from '@/domain/upload-areas';
import { SYNC_TEXTS } from '../texts';
import type { OutboxKind } from './outbox-kind';
import { keepSentPhotos } from './sent-photos';
import { uploadForm } from './upload-form';

export const areaUpload: OutboxKind<AreaUploadEntry> = {
  independent: true,
  label: SYNC_TEXTS.labels.areaUpload,
  refused: SYNC_TEXTS.uploadRefused,
  async send(entry, { db, api, headers, answered, onUploadProgress }) {
    const project = await api.json<Project>('POST', API_PATHS.areaUpload(entry.companyId, entry.projectId, entry.area), {
      body: await uploadForm(db, entry, UPLOAD_FIELDS.area),
      headers: { ...headers, [ADDED_AT_HEADER]: entry.createdAt, ...(entry.shot ? { [SHOT_HEADER]: entry.shot } : {}) },
      onUploadProgress,
    });
    answered();
    await keepSentPhotos(db, api, entry, project);
    await completeWithProject(db, entry, project);
  },
};
