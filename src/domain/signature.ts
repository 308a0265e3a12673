// The customer's signature on the protocol (issue 22): who signed, where and when, the signature
// as drawn, and a hash of what the protocol showed. A project changed afterwards no longer
// matches the hash: the protocol then says so, with the date, and a new signature can be taken.
import { Type, type Static } from 'typebox';
import { photoKey } from './photo-notes.ts';
import { imagesOf } from './project-images.ts';
import type { Project } from './project.ts';
import { IsoDateTime } from './schema-helpers.ts';
import { PHOTO_PLACES } from './upload-areas.ts';
import type { VoiceMemos } from './voice-memos.ts';

export const SIGNATURE_IMAGE_MAX = 300_000;

export const ProtocolSignature = Type.Object({
  signerName: Type.String({ minLength: 1, maxLength: 120 }),
  place: Type.String({ maxLength: 120 }),
  signedAt: IsoDateTime,
  /** The signature as drawn on the pad, a PNG. */
  image: Type.String({ maxLength: SIGNATURE_IMAGE_MAX, pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$' }),
  /** SHA-256 (hex) of the signed content (`signedContent`). */
  contentHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type ProtocolSignature = Static<typeof ProtocolSignature>;

/**
 * What the customer signs: the captured survey, not its bookkeeping. A status set to 'Erledigt',
 * a sync's version or the quality guard's verdicts change nothing the customer saw.
 */
const SIGNED_FIELDS = ['customer', 'house', 'roof', 'electric', 'storage', 'manualVorschaeden', 'fotosammlung', 'captions', 'areaNotes'] as const;

/** The same JSON for the same data, whatever order its keys were written in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The captured values without the server's analyses: their image references (ids, addresses,
 * page counts) appear when photos taken before the signature reach the server, and what the
 * analysis reads from a photo is derived from a photo the customer saw, not a new finding.
 */
function withoutAnalyses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAnalyses);
  if (!value || typeof value !== 'object') return value;
  const kept = Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    const rest = key === 'analyse' ? undefined : withoutAnalyses(inner);
    return rest === undefined ? [] : [[key, rest] as const];
  });
  // A section the server made only to hold an analysis shows nothing either.
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/**
 * The photos, each by the hash of what the device sent (the same before and after it syncs), in
 * no particular place: sorting a collection photo into its area moves it but adds nothing.
 * `queued` are the hashes of the project's photos still waiting on this device.
 */
function photoKeys(project: Project, queued: readonly string[]): string[] {
  const stored = PHOTO_PLACES.flatMap((area) => imagesOf(project, area).map(photoKey));
  return [...new Set([...stored, ...queued])].sort();
}

/** What this device holds beside the project that the server does not have yet: the customer saw it too. */
export interface OnDevice {
  /** Hashes of the project's photos still waiting on this device. */
  photos: readonly string[];
  /** Marks still waiting: photo key → when they were drawn, or null where they were removed. */
  marks: Readonly<Record<string, string | null>>;
  /** The voice memos as this device lists them (those recorded here in, those deleted here out). */
  memos?: Readonly<VoiceMemos>;
}

export const NOTHING_ON_DEVICE: OnDevice = { photos: [], marks: {} };

/**
 * Marks and memos count by what names them on both sides (the time the marks were drawn, a memo's
 * id and length), so they read the same before and after they sync; and only where there are
 * some, so a protocol signed before either existed is still the same.
 */
function marksAndMemos(project: Project, device: OnDevice): Record<string, unknown> {
  const drawn: Record<string, string | null> = { ...Object.fromEntries(Object.entries(project.photoMarks ?? {}).map(([key, marked]) => [key, marked.updatedAt])), ...device.marks };
  const marks = Object.fromEntries(Object.entries(drawn).filter(([, at]) => at !== null));
  const memos = Object.fromEntries(Object.entries(device.memos ?? project.voiceMemos ?? {}).map(([id, memo]) => [id, memo.durationMs]));
  return { ...(Object.keys(marks).length ? { marks } : {}), ...(Object.keys(memos).length ? { memos } : {}) };
}

export function signedContent(project: Project, device: OnDevice = NOTHING_ON_DEVICE): string {
  const values = Object.fromEntries(SIGNED_FIELDS.map((field) => [field, withoutAnalyses(project[field])]));
  return stableJson({ ...values, photos: photoKeys(project, device.photos), ...marksAndMemos(project, device) });
}

/** SHA-256 of the signed content, with the Web Crypto both the browser and Node have. */
export async function contentHash(project: Project, device: OnDevice = NOTHING_ON_DEVICE): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(signedContent(project, device)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type SignatureState = { kind: 'unsigned' } | { kind: 'signed'; signature: ProtocolSignature } | { kind: 'changed'; signature: ProtocolSignature; changedAt?: string };

/** Whether the project still holds what was signed; `changedAt` is the project's last change where known. */
export async function signatureState(project: Project, device: OnDevice = NOTHING_ON_DEVICE): Promise<SignatureState> {
  const signature = project.signature;
  if (!signature) return { kind: 'unsigned' };
  if ((await contentHash(project, device)) === signature.contentHash) return { kind: 'signed', signature };
  return { kind: 'changed', signature, ...(project.updatedAt && project.updatedAt > signature.signedAt ? { changedAt: project.updatedAt } : {}) };
}

/** Where the customer signs, as the address names it: its town, without the postcode. */
export function signingPlace(address: string | undefined): string {
  const last = address?.trim().split('\n').pop()?.trim() ?? '';
  return last.replace(/^\d{4,5}\s+/, '');
}
