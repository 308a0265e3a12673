// Demo data on first start: the demo company 'Solar Schmidt GmbH' with one open and one
// finished project (customer, house, photos), and the built-in legacy company.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_COMPANY_ID, LEGACY_COMPANY_ID } from '../../src/domain/constants.ts';
import type { Project } from '../../src/domain/project.ts';
import { attachImages } from '../../src/domain/project-images.ts';
import { DEFAULT_CHECKLIST, withFill } from '../../src/domain/required-shots.ts';
import type { UploadAreaId } from '../../src/domain/upload-areas.ts';
import { sniffContentType } from '../files/sniff.ts';
import { CompanyRepository } from '../repositories/companies.ts';
import { toImageRef } from '../repositories/images.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import type { Services } from '../services.ts';
import { spoolDir, withSpool } from '../uploads/spool.ts';
import { prepareFiles, storeFiles } from '../uploads/store-files.ts';

const PHOTOS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'photos');

export const DEMO_COMPANY_NAME = 'Solar Schmidt GmbH';
export const LEGACY_COMPANY_NAME = 'Bestandsprojekte';

const OPEN_PROJECT: Project = {
  id: '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40',
  name: 'Becker',
  status: 'OFFEN',
  createdAt: '2026-11-18T08:30:00.000Z',
  active: true,
  customer: {
    firstName: 'Anna',
    lastName: 'Becker',
    email: 'anna.becker@example.de',
    phone: '0621 4587 112',
    address: 'Lindenstraße 12\n68161 Mannheim',
    additional: 'Hund im Garten, bitte klingeln.',
    services: { solar: true, battery: true, wallbox: false },
  },
  house: {
    stromverbrauch: 4200,
    zaehlernummer: 'Zweirichtungszähler',
    netzbetreiber: 'MVV Netze',
    baujahr: 1987,
    haustyp: 'freistehend',
    sanierungDach: 2012,
    sanierungElektrik: null,
  },
};

const DONE_PROJECT: Project = {
  id: 'c3a9e1d4-5b6f-4c2a-8e7d-1f0b9a8c7d65',
  name: 'Wagner',
  status: 'ABGESCHLOSSEN',
  createdAt: '2026-10-02T13:15:00.000Z',
  active: true,
  customer: {
    firstName: 'Thomas',
    lastName: 'Wagner',
    email: 't.wagner@example.de',
    phone: '06201 77 31 90',
    address: 'Am Mühlbach 3\n69469 Weinheim',
    additional: '',
    services: { solar: true, battery: false, wallbox: true },
  },
  house: {
    stromverbrauch: 5600,
    zaehlernummer: 'Digitaler Zähler',
    netzbetreiber: 'Stadtwerke Weinheim',
    baujahr: 2003,
    haustyp: 'doppelhaushaelfte',
    sanierungDach: null,
    sanierungElektrik: null,
  },
};

/** What an analysis of Wagner's outer roof photo found, with the photo's id filled in once stored. */
function wagnerRoof(outerPhotoId: string | undefined): Project['roof'] {
  return {
    inside: {
      sparren: { breite: { wert: 8, einheit: 'cm' }, hoehe: { wert: 18, einheit: 'cm' }, abstand: { wert: 75, einheit: 'cm' }, anzahl: 24, material: 'Holz', zustand: 'geeignet', qualitaet: 'mittel' },
      unterspannbahn: { vorhanden: true, diffusionsoffen: 'unbekannt', qualitaet: 'niedrig' },
    },
    outside: {
      dachtyp: { art: 'SATTELDACH', neigungGrad: 38, neigung: '38°', qualitaet: 'hoch', beschreibung: 'Satteldach mit durchgehender Südseite' },
      ziegel: { deckung: 'Frankfurter Pfanne', material: 'Beton', hersteller: 'Braas', qualitaet: 'mittel' },
      traufhoehe: { wert: 6.2, einheit: 'm', zustand: 'geeignet', qualitaet: 'mittel', pageReference: 1 },
      hindernisse: { obstacles: [{ name: 'Schornstein' }, { name: 'Dachfenster' }] },
      regenrinne: { material: 'Zink', zustand: 'unklar', qualitaet: 'niedrig' },
      analyse: {
        results: {
          dachtyp: { wert: 'Satteldach', qualitaet: 'hoch', pageReference: 1, zustand: 'geeignet' },
          ziegel: { wert: 'Frankfurter Pfanne', qualitaet: 'mittel', pageReference: 1 },
          dachfenster: { wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null },
        },
        ...(outerPhotoId
          ? {
              detections: [
                { imageId: outerPhotoId, label: 'Schornstein', confidence: 0.91, box: { x: 0.62, y: 0.12, width: 0.1, height: 0.22 } },
                { imageId: outerPhotoId, label: 'Dachfenster', confidence: 0.78, box: { x: 0.3, y: 0.37, width: 0.13, height: 0.21 } },
              ],
            }
          : {}),
      },
    },
    manualDamages: ['Moos an der Nordseite'],
  };
}

/** The required shot each demo photo fills, so the demo shows slots both filled and missing. */
const SEED_SHOTS: Partial<Record<UploadAreaId, string>> = {
  'dach-aussen': 'dachflaechen',
  'dach-innen': 'sparren-massstab',
  elektrik: 'zaehlerschrank-offen',
  aufstellort: 'raumansicht',
};

function filledSeedShot(project: Project, component: UploadAreaId, hash: string | null): Project {
  const shot = DEFAULT_CHECKLIST[component].find((candidate) => candidate.id === SEED_SHOTS[component]);
  return shot && hash ? withFill(project, shot.id, { area: component, label: shot.label, hash, filledAt: project.createdAt }) : project;
}

/** Photo file → component, per project. */
const PHOTOS: Array<[Project, string, UploadAreaId]> = [
  [OPEN_PROJECT, 'dach-aussen.jpg', 'dach-aussen'],
  [OPEN_PROJECT, 'dach-innen.jpg', 'dach-innen'],
  [DONE_PROJECT, 'dach-aussen.jpg', 'dach-aussen'],
  [DONE_PROJECT, 'zaehlerschrank.jpg', 'elektrik'],
  [DONE_PROJECT, 'aufstellort.jpg', 'aufstellort'],
];

/** Held while one server seeds, so servers starting together on one database seed it once. */
const SEED_LOCK_ID = 73_656_402;

/** What the seed needs of the server: the database, the file store and where to spool. */
type SeedServices = Pick<Services, 'db' | 'files'> & { config: Pick<Services['config'], 'dataDir'> };

/** Stores the demo data unless the database holds a company; answers whether it did. */
export async function seedDemoData(services: SeedServices): Promise<boolean> {
  const session = await services.db.session();
  try {
    await session.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_ID]);
    if ((await new CompanyRepository(services.db).list('all')).length > 0) return false;
    await seed(services);
    return true;
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_ID]);
    await session.end();
  }
}

async function seed(services: SeedServices): Promise<void> {
  const { db } = services;
  const companies = new CompanyRepository(db);
  await companies.create(DEMO_COMPANY_ID, DEMO_COMPANY_NAME);
  await companies.create(LEGACY_COMPANY_ID, LEGACY_COMPANY_NAME);
  const projects = new ProjectRepository(db);
  for (const base of [OPEN_PROJECT, DONE_PROJECT]) {
    // Images reference their project, so it exists before the photos are stored.
    await projects.save(DEMO_COMPANY_ID, base);
    let project = base;
    for (const [owner, file, component] of PHOTOS.filter(([owner]) => owner === base)) {
      const bytes = await readFile(path.join(PHOTOS_DIR, file)).catch(() => null);
      const type = bytes && sniffContentType(bytes);
      if (!bytes || !type) continue;
      await withSpool(spoolDir(services.config), async (spool) => {
        const prepared = await prepareFiles(DEMO_COMPANY_ID, owner.id, component, [{ originalName: file, read: async () => bytes, type }], spool);
        await db.transaction(async (tx) => {
          const [stored] = await storeFiles(tx, services.files, prepared);
          project = filledSeedShot(attachImages(project, component, [toImageRef(stored)]), component, stored.uploadSha256);
        });
      });
    }
    if (base === DONE_PROJECT) {
      const outerPhoto = project.roof?.outside?.analyse?.images?.[0];
      const roof = wagnerRoof(outerPhoto?.id);
      project = {
        ...project,
        roof: {
          ...roof,
          inside: { ...roof?.inside, analyse: project.roof?.inside?.analyse },
          outside: { ...roof?.outside, analyse: { ...project.roof?.outside?.analyse, ...roof?.outside?.analyse } },
        },
      };
    }
    await projects.save(DEMO_COMPANY_ID, project);
  }
}
