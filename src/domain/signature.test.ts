import { describe, expect, it } from 'vitest';
import type { Project } from './project.ts';
import { contentHash, signatureState, signedContent } from './signature.ts';

const project: Project = {
  id: 'p1',
  name: 'Ayşe Yılmaz',
  status: 'OFFEN',
  createdAt: '2026-11-26T08:00:00.000Z',
  active: true,
  customer: { firstName: 'Ayşe', lastName: 'Yılmaz', address: 'Große Straße 1\n68161 Mannheim' },
  house: { stromverbrauch: 4200 },
};

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

describe('the customer signature on the protocol (issue 22)', () => {
  it('the signed content does not depend on the order of keys, nor on bookkeeping', async () => {
    const reordered = { house: { stromverbrauch: 4200 }, customer: { address: 'Große Straße 1\n68161 Mannheim', lastName: 'Yılmaz', firstName: 'Ayşe' } } as Partial<Project>;
    expect(signedContent({ ...project, ...reordered })).toBe(signedContent(project));
    const closed: Project = { ...project, status: 'ABGESCHLOSSEN', version: 7, updatedAt: '2026-11-26T10:00:00.000Z', photoChecks: {} };
    expect(await contentHash(closed)).toBe(await contentHash(project));
    expect(await contentHash(project)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a project changed after signing says so, with the date of the change, until it is signed again', async () => {
    const signature = { signerName: 'Ayşe Yılmaz', place: 'Mannheim', signedAt: '2026-11-26T09:00:00.000Z', image: PIXEL, contentHash: await contentHash(project) };
    const signed = { ...project, signature };
    expect(await signatureState(project)).toEqual({ kind: 'unsigned' });
    expect(await signatureState(signed)).toEqual({ kind: 'signed', signature });
    const changed = { ...signed, house: { stromverbrauch: 4300 }, updatedAt: '2026-11-26T11:30:00.000Z' };
    expect(await signatureState(changed)).toEqual({ kind: 'changed', signature, changedAt: '2026-11-26T11:30:00.000Z' });
    // Changed back, it is what was signed again.
    expect((await signatureState({ ...changed, house: { stromverbrauch: 4200 } })).kind).toBe('signed');
  });

  it('a photo taken before the signature and synced after it, with what the analysis read, is still what was signed', async () => {
    const hash = 'a'.repeat(64);
    const signedOffline = await contentHash(project, { photos: [hash], marks: {} });
    const synced: Project = {
      ...project,
      electric: {
        zaehlerschrank: {
          analyse: {
            images: [{ id: 'img-1', name: 'z.jpg', originalName: 'z.jpg', url: '/images/img-1', uploadedAt: '2026-11-26T09:05:00.000Z', uploadSha256: hash }],
            results: { zaehlernummer: '1EMH0012345678' },
          },
        },
      },
    };
    expect(await contentHash(synced)).toBe(signedOffline);
    // A photo added after the signature is a change; so is one removed.
    expect(await contentHash(synced, { photos: ['b'.repeat(64)], marks: {} })).not.toBe(signedOffline);
    expect(await contentHash(project)).not.toBe(signedOffline);
  });

  it('marks drawn and memos recorded before the signature read the same once synced; new ones after it are a change', async () => {
    const memo = { area: 'elektrik' as const, recordedAt: '2026-11-26T09:01:00.000Z', durationMs: 4200, contentType: 'audio/webm' as const, size: 900 };
    const signedOffline = await contentHash(project, { photos: [], marks: { k1: '2026-11-26T09:02:00.000Z' }, memos: { m1: memo } });
    const synced: Project = {
      ...project,
      photoMarks: { k1: { updatedAt: '2026-11-26T09:02:00.000Z', markCount: 2, copy: { id: 'c1', url: '/images/c1' } } },
      voiceMemos: { m1: memo },
    };
    expect(await contentHash(synced)).toBe(signedOffline);
    expect(await contentHash(synced, { photos: [], marks: { k1: '2026-11-26T10:00:00.000Z' } })).not.toBe(signedOffline);
    expect(await contentHash(synced, { photos: [], marks: { k1: null } })).not.toBe(signedOffline);
    expect(await contentHash({ ...synced, voiceMemos: { m1: memo, m2: { ...memo, durationMs: 1000 } } })).not.toBe(signedOffline);
    // A protocol signed before marks and memos existed is unchanged by their arrival in the app.
    expect(signedContent(project)).not.toContain('marks');
  });
});
