// Companies (SPEC §7): the list a caller may see, creation by multi-company users, and one
// company with its projects, also through the legacy path.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { Company, COMPANY_CURSOR_PATTERN, COMPANY_LIST_PROJECTS, CompanySettings, CompanySettingsChange, CreateCompany } from '../../src/domain/project.ts';
import { repeatedShotId, ShotChecklist } from '../../src/domain/required-shots.ts';
import { Opt } from '../../src/domain/schema-helpers.ts';
import { accessibleCompanies, legacyCompanyId } from '../access.ts';
import { HttpError } from '../http/errors.ts';
import { requireCompany } from '../http/scope.ts';
import { API_TEXTS } from '../http/texts.ts';
import { CompanyRepository, type CompanyRecord } from '../repositories/companies.ts';
import { ProjectTrashRepository } from '../repositories/project-trash.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import type { Services } from '../services.ts';

/** Labels and hints as the user meant them: without the spaces around them. */
function trimmedChecklist(checklist: ShotChecklist): ShotChecklist {
  return Object.fromEntries(
    Object.entries(checklist).map(([area, shots]) => [area, (shots ?? []).map((shot) => ({ ...shot, label: shot.label.trim(), hint: shot.hint.trim() }))]),
  ) as ShotChecklist;
}

export async function companyRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { db } = services;

  /** With `since` (the cursor of an earlier answer) only what changed after it: a change feed. */
  const companyWithProjects = async (request: FastifyRequest, companyId: string, since?: string) => {
    const company = await requireCompany(db, request, companyId);
    const projects = new ProjectRepository(db);
    // Taken first: whatever is saved while the lists below are read comes with the next feed.
    const cursor = await projects.changeCursor();
    return {
      id: company.id,
      companyName: company.companyName,
      checklist: company.checklist,
      photoLocation: company.photoLocation,
      pvSettings: company.pvSettings,
      projects: await projects.listByCompany(company.id, since),
      projectCount: (await projects.countsByCompany([company.id])).get(company.id) ?? 0,
      removedProjects: await new ProjectTrashRepository(db).removedIds(company.id, since),
      cursor,
    };
  };

  api.get<{ Querystring: { projects?: (typeof COMPANY_LIST_PROJECTS)[number] } }>(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Firmen des Benutzers mit ihren Projekten und Pflichtfotos; mit projects=count nur die Anzahl der Projekte (projectCount)',
        querystring: Type.Object({ projects: Opt(Type.Enum(COMPANY_LIST_PROJECTS)) }),
        response: { 200: Type.Array(Company) },
      },
    },
    async (request) => {
      const companies = await new CompanyRepository(db).list(accessibleCompanies(request.caller));
      const projects = new ProjectRepository(db);
      const trash = new ProjectTrashRepository(db);
      if (request.query.projects === 'count') {
        const counts = await projects.countsByCompany(companies.map((company) => company.id));
        return companies.map((company) => ({ id: company.id, companyName: company.companyName, projects: [], projectCount: counts.get(company.id) ?? 0 }));
      }
      return Promise.all(
        companies.map(async (company) => ({
          id: company.id,
          companyName: company.companyName,
          checklist: company.checklist,
          photoLocation: company.photoLocation,
          pvSettings: company.pvSettings,
          projects: await projects.listByCompany(company.id),
          removedProjects: await trash.removedIds(company.id),
        })),
      );
    },
  );

  api.post<{ Body: CreateCompany }>(
    '/companies',
    { schema: { tags: ['companies'], summary: 'Firma anlegen (nur Multi-Firma-Benutzer)', body: CreateCompany, response: { 201: Company } } },
    async (request, reply) => {
      if (accessibleCompanies(request.caller) !== 'all') throw new HttpError(403, 'forbidden', API_TEXTS.createCompanyForbidden);
      const companyName = request.body.companyName.trim();
      if (!companyName) throw new HttpError(400, 'validation', API_TEXTS.validation.minLength('companyName'), 'companyName');
      if (!(await new CompanyRepository(db).create(request.body.id, companyName))) {
        throw new HttpError(409, 'conflict', API_TEXTS.companyExists, 'id');
      }
      return reply.status(201).send({ id: request.body.id, companyName, projects: [] });
    },
  );

  const CompanyParams = Type.Object({ companyId: Type.String({ minLength: 1, maxLength: 100 }) });
  api.get<{ Params: { companyId: string }; Querystring: { since?: string } }>(
    '/companies/:companyId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Firma mit Projekten; mit since (cursor einer früheren Antwort) nur die seitdem geänderten und gelöschten',
        params: CompanyParams,
        querystring: Type.Object({ since: Opt(Type.String({ pattern: COMPANY_CURSOR_PATTERN })) }),
        response: { 200: Company },
      },
    },
    async (request) => companyWithProjects(request, request.params.companyId, request.query.since),
  );
  api.get<{ Params: { companyId: string } }>(
    '/companies/:companyId/checklist',
    { schema: { tags: ['companies'], summary: 'Pflichtfotos der Firma (ohne ihre Projekte)', params: CompanyParams, response: { 200: ShotChecklist } } },
    async (request) => (await requireCompany(db, request, request.params.companyId)).checklist,
  );
  api.put<{ Params: { companyId: string }; Body: ShotChecklist }>(
    '/companies/:companyId/checklist',
    {
      schema: {
        tags: ['companies'],
        summary: 'Pflichtfotos der Firma ersetzen (nur wer die Firma verwalten darf: Multi-Firma-Benutzer)',
        params: CompanyParams,
        body: ShotChecklist,
        response: { 200: ShotChecklist },
      },
    },
    async (request) => {
      const company = await requireCompany(db, request, request.params.companyId);
      if (accessibleCompanies(request.caller) !== 'all') throw new HttpError(403, 'forbidden', API_TEXTS.checklistForbidden);
      const checklist = trimmedChecklist(request.body);
      const repeated = repeatedShotId(checklist);
      if (repeated) throw new HttpError(400, 'validation', API_TEXTS.checklistRepeatedId(repeated), 'id');
      const empty = Object.values(checklist).flat().find((shot) => shot && !shot.label);
      if (empty) throw new HttpError(400, 'validation', API_TEXTS.validation.minLength('label'), 'label');
      await new CompanyRepository(db).setChecklist(company.id, checklist);
      return checklist;
    },
  );
  const settingsOf = (company: CompanyRecord): CompanySettings => ({
    photoLocation: company.photoLocation,
    retentionMonths: company.retentionMonths,
    faceBlur: company.faceBlur,
    pv: company.pvSettings,
    trashDays: services.config.trashDays,
  });
  api.get<{ Params: { companyId: string } }>(
    '/companies/:companyId/settings',
    {
      schema: {
        tags: ['companies'],
        summary: 'Einstellungen der Firma (Ort der Fotos, Aufbewahrung erledigter Projekte, Gesichter unkenntlich machen, Modul und Randabstände der PV-Planung, Tage im Papierkorb)',
        params: CompanyParams,
        response: { 200: CompanySettings },
      },
    },
    async (request) => settingsOf(await requireCompany(db, request, request.params.companyId)),
  );
  api.put<{ Params: { companyId: string }; Body: CompanySettingsChange }>(
    '/companies/:companyId/settings',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Einstellungen der Firma ändern (nur wer die Firma verwalten darf; nur die genannten): ohne Ort der Fotos werden gespeicherte Positionen entfernt; retentionMonths null bewahrt erledigte Projekte auf, bis sie gelöscht werden; faceBlur gilt für Fotos, die danach hochgeladen werden',
        params: CompanyParams,
        body: CompanySettingsChange,
        response: { 200: CompanySettings },
      },
    },
    async (request) => {
      const company = await requireCompany(db, request, request.params.companyId);
      if (accessibleCompanies(request.caller) !== 'all') throw new HttpError(403, 'forbidden', API_TEXTS.settingsForbidden);
      const companies = new CompanyRepository(db);
      const { photoLocation, retentionMonths, faceBlur, pv } = request.body;
      if (photoLocation !== undefined) await companies.setPhotoLocation(company.id, photoLocation);
      if (photoLocation === false) await new ProjectRepository(db).dropPhotoPositions(company.id);
      if (retentionMonths !== undefined) await companies.setRetention(company.id, retentionMonths);
      if (faceBlur !== undefined) await companies.setFaceBlur(company.id, faceBlur);
      if (pv !== undefined) await companies.setPvSettings(company.id, { ...company.pvSettings, ...pv });
      return settingsOf((await companies.get(company.id)) ?? company);
    },
  );
  api.get<{ Params: { companyId: string } }>(
    `/${LEGACY_PREFIX}/:companyId`,
    { schema: { tags: ['companies', 'legacy'], summary: 'Firma (Legacy-Pfad)', params: CompanyParams, response: { 200: Company } } },
    async (request) => companyWithProjects(request, legacyCompanyId(request.params.companyId)),
  );
}
