import { describe, expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import { protocolOverview } from './protocol-overview';

const image = (id: string) => ({ id, name: `${id}.jpg`, originalName: `${id}.jpg`, url: `/images/${id}`, uploadedAt: '2026-11-20T09:00:00Z' });
const project: Project = {
  id: 'p',
  name: 'Becker',
  status: 'OFFEN',
  createdAt: '2026-11-18T08:30:00.000Z',
  active: true,
  customer: { firstName: 'Anna', lastName: 'Becker', address: 'Lindenstraße 12' },
  roof: { outside: { analyse: { images: [image('a')] } } },
  electric: { zaehlerschrank: { analyse: { images: [image('b')] } } },
};

describe('Protokoll overview (SPEC §2, §7)', () => {
  it("protocol data that is unavailable is silently replaced by project data, status 'In Bearbeitung'", () => {
    const overview = protocolOverview(null, project);
    expect(overview).toMatchObject({ customerName: 'Anna Becker', address: 'Lindenstraße 12', statusText: 'In Bearbeitung' });
    expect(overview.groups.map((group) => [group.label, group.images.map((i) => i.id)])).toEqual([
      ['Dach Außenseite', ['a']],
      ['Elektrik/Zählerschrank', ['b']],
    ]);
  });

  it('the server data groups images by component, the annotated outer roof as its own group', () => {
    const overview = protocolOverview(
      {
        status: 'Abgeschlossen',
        customer: { firstName: 'Thomas', lastName: 'Wagner', address: 'Am Mühlbach 3' },
        imagesByComponent: {
          'dach-aussen-annotiert': [{ id: 'x', originalName: 'x.jpg', s3Url: '/images/x', uploadedAt: '2026-11-20T09:00:00Z', annotated: true }],
          'dach-aussen': [{ id: 'y', originalName: 'y.jpg', s3Url: '/images/y', uploadedAt: '2026-11-20T09:00:00Z' }],
        },
      },
      project,
    );
    expect(overview.statusText).toBe('Abgeschlossen');
    expect(overview.groups.map((group) => group.label)).toEqual(['Dach Außenseite', 'Dach Außenseite (annotiert)']);
    expect(overview.groups[0].images[0]).toMatchObject({ id: 'y', url: '/images/y' });
  });

  it("an uploaded bill PDF keeps its type and page count, so it shows as a PDF tile, not as a broken photo", () => {
    const overview = protocolOverview(
      {
        status: 'In Bearbeitung',
        customer: { firstName: 'Ayşe', lastName: 'Özdemir', address: '' },
        imagesByComponent: {
          stromrechnung: [{ id: 'r', originalName: 'Rechnung.pdf', s3Url: '/images/r', uploadedAt: '2026-11-20T09:00:00Z', contentType: 'application/pdf', pageCount: 3 }],
        },
      },
      project,
    );
    expect(overview.groups[0].images[0]).toMatchObject({ id: 'r', contentType: 'application/pdf', pageCount: 3 });
  });

  it("a photo of the server's list keeps the upload hash the project knows it by, so its caption and marks show with it", () => {
    const hashed: Project = { ...project, electric: { zaehlerschrank: { analyse: { images: [{ ...image('b'), uploadSha256: 'c'.repeat(64) }] } } } };
    const overview = protocolOverview(
      {
        status: 'In Bearbeitung',
        customer: { firstName: 'Anna', lastName: 'Becker', address: '' },
        imagesByComponent: { zaehlerschrank: [{ id: 'b', originalName: 'b.jpg', s3Url: '/images/b', uploadedAt: '2026-11-20T09:00:00Z' }] },
      },
      hashed,
    );
    expect(overview.groups[0].images[0]).toMatchObject({ id: 'b', uploadSha256: 'c'.repeat(64) });
  });
});
