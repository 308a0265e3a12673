// The local store (IndexedDB through Dexie): the screens' source of truth and the outbox of
// calls still to send. Only src/db imports Dexie. Each version below is a migration.
import { Dexie, type EntityTable } from 'dexie';
import type { ProcessingStatus } from '@/domain/processing';
import type { FaceBlur, Project } from '@/domain/project';
import type { PvSettings } from '@/domain/pv/pv-settings';
import type { ShotChecklist } from '@/domain/required-shots';
import type { Ziegel } from '@/domain/report';
import { trackOpenTransactions } from './open-transactions';
import type { OutboxEntry, QueuedFileRef } from './outbox-entries';

export interface StoredCompany {
  id: string;
  companyName: string | null;
  /** Number of projects as the server last reported. */
  projectCount: number;
  syncedAt: string | null;
  /** The company's required shots (issue 21), as the server last sent them. */
  checklist?: ShotChecklist;
  /** False when the company switched off keeping where photos were taken (issue 22). */
  photoLocation?: boolean;
  /** Months the company keeps done projects (issue 23); null until deleted; unknown until its settings were read. */
  retentionMonths?: number | null;
  /** Whether faces on the company's photos are blurred (issue 23); unknown until its settings were read. */
  faceBlur?: FaceBlur;
  /** Days a deleted project stays in the trash (the server's setting). */
  trashDays?: number;
  /** The module and edge distances the company plans roofs with (issue 25), as the server last sent them. */
  pvSettings?: PvSettings;
  /** Where the company's next load starts (issue 24): the device holds every change before it. */
  cursor?: string;
}

export interface StoredProject {
  /** `${companyId}/${projectId}` */
  key: string;
  companyId: string;
  projectId: string;
  /** What the screens show: the server copy plus every local change. */
  project: Project;
  /** The last copy the server confirmed: the merge base after a 412. */
  base: Project | null;
  localUpdatedAt: string;
}

/** A queued file: as a Blob, or as its bytes where the browser's IndexedDB refuses Blobs (blob-records.ts). */
export type StoredBlob = {
  /** SHA-256 of the bytes: the same photo queued twice is stored once. */
  hash: string;
  type: string;
  size: number;
} & ({ blob: Blob; bytes?: undefined } | { bytes: ArrayBuffer; blob?: undefined });

export interface StoredTicket {
  ticketId: string;
  projectKey: string;
  companyId: string;
  projectId: string;
  totalImages: number;
  /** The photos the collection sent: until they are sorted, the collection holds them (and their verdicts). */
  files?: QueuedFileRef[];
  status: ProcessingStatus | null;
  createdAt: string;
  /** Set when polling had to stop (SPEC §8): the overlay closes with this message. */
  pollError?: string;
  /** Set once SAVED was handled (project reloaded); the screen then shows its success alert. */
  finishedAt?: string;
}

export interface StoredProfile {
  id: 'me';
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  /** When the profile was last saved on this device (ISO, only grows): the profile form's revision. */
  updatedAt?: string;
}

export interface StoredFlag {
  key: string;
  value: unknown;
}

/** The last server answer of a read-only resource (buildability, damages, protocol data), so a
 * screen opened once shows it offline. */
export interface StoredCacheEntry {
  key: string;
  value: unknown;
  fetchedAt: string;
  /** When the device last changed the answer itself (a replayed create or delete). */
  changedAt?: string;
}

/** Master data kept for offline editing, e.g. the tile list of the roof editor. */
export interface StoredMasterdata {
  key: 'ziegel';
  values: Ziegel[];
  fetchedAt: string;
}

export type VorOrtDatabase = Dexie & {
  companies: EntityTable<StoredCompany, 'id'>;
  projects: EntityTable<StoredProject, 'key'>;
  outbox: EntityTable<OutboxEntry, 'id'>;
  blobs: EntityTable<StoredBlob, 'hash'>;
  tickets: EntityTable<StoredTicket, 'ticketId'>;
  profile: EntityTable<StoredProfile, 'id'>;
  flags: EntityTable<StoredFlag, 'key'>;
  masterdata: EntityTable<StoredMasterdata, 'key'>;
  cache: EntityTable<StoredCacheEntry, 'key'>;
};

export const DATABASE_NAME = 'vor-ort';

export function createDatabase(name = DATABASE_NAME): VorOrtDatabase {
  const db = new Dexie(name) as VorOrtDatabase;
  db.version(1).stores({
    companies: 'id',
    projects: 'key, companyId',
    outbox: '++id, projectKey, state',
    blobs: 'hash',
    tickets: 'ticketId, projectKey',
    profile: 'id',
    flags: 'key',
  });
  // v2: master data (roof tiles) for the editors offline. New tables need no data upgrade.
  db.version(2).stores({ masterdata: 'key' });
  // v3: last answers of read-only resources for offline viewing.
  db.version(3).stores({ cache: 'key' });
  db.version(4).stores({ photoVerdicts: 'key, projectKey' });
  // The guard's verdicts moved into the project (photoChecks), so every device sees them.
  db.version(5).stores({ photoVerdicts: null });
  trackOpenTransactions(db);
  return db;
}

export const projectKey = (companyId: string, projectId: string) => `${companyId}/${projectId}`;
