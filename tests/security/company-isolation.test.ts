// Companies are kept apart on every API route: a user of one company who sends another
// company's ids (in the path or the body) gets 403 or 404, sees none of its data and changes
// nothing. The table must name every route of the OpenAPI document, so a new route cannot
// be added without its isolation case.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, LEGACY_PREFIX } from '../../src/domain/constants.ts';
import { DEFAULT_CHECKLIST } from '../../src/domain/required-shots.ts';
import { STORAGE_CRITERIA } from '../../src/domain/storage-criteria.ts';
import { ImageRepository } from '../../server/repositories/images.ts';
import { UPLOAD_AREA_IDS } from '../../src/domain/upload-areas.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../../server/test-support/api-harness.ts';
import { jpeg, pdf } from '../../server/test-support/test-images.ts';
import { mintToken } from '../../server/test-support/server-tokens.ts';
import { WEBM } from '../../server/test-support/test-audio.ts';

afterAll(() => dropTestDatabases());

/** The ids of what one company holds, and the words only its data contains. */
interface Holdings {
  companyId: string;
  projectId: string;
  imageId: string;
  pdfId: string;
  ticketId: string;
  damageId: string;
  memoId: string;
  secrets: string[];
}

interface Probe {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  payload?: unknown;
  /** A list route answers the caller's own view: 200 with nothing of the other company in it. */
  list?: boolean;
  /** Statuses beside 403/404 that still reveal nothing (see the case). */
  alsoAllowed?: number[];
}

type Caller = { authorization: string };

const upload = async (field: 'file' | 'files', files: Array<{ name: string; bytes: Buffer; type?: string }>) => multipart(field, files);
/** A voice memo's body: the recording as it is, not a form. */
const recording = async () => ({ payload: WEBM, headers: { 'content-type': 'audio/webm' } });
const MEMO_QUERY = 'area=elektrik&recordedAt=2026-11-26T13:01:00.000Z&durationMs=1000';

async function call(server: TestServer, as: Caller, probe: Omit<Probe, 'list' | 'alsoAllowed'>) {
  const body =
    probe.payload instanceof Promise ? ((await probe.payload) as Awaited<ReturnType<typeof upload>>) : undefined;
  return server.call(null, {
    method: probe.method,
    url: probe.url,
    ...(body ? { payload: body.payload, headers: { ...as, ...body.headers } } : { payload: probe.payload as object, headers: as }),
  });
}

const newProject = (id: string, name: string, lastName = 'Kunde') => ({
  id,
  name,
  status: 'OFFEN',
  createdAt: new Date().toISOString(),
  active: true,
  customer: { firstName: 'Erika', lastName, address: 'Geheimweg 7\n12345 Irgendwo' },
});

async function waitForTicket(server: TestServer, as: Caller, ticketId: string): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    const status = (await server.call(null, { method: 'GET', url: `/processing-status/${ticketId}`, headers: as })).json();
    if (status.completed) return;
    if (Date.now() > until) throw new Error(`ticket stuck in ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Fills a company with one project of every kind of data: images, a PDF, a ticket, a damage, an assessment. */
async function fill(server: TestServer, as: Caller, companyId: string): Promise<Holdings> {
  const marker = `GEHEIM${randomUUID().slice(0, 8)}`;
  const projectId = randomUUID();
  const base = `/companies/${companyId}/projects/${projectId}`;
  const ok = async (probe: Omit<Probe, 'list'>, status: number) => {
    const response = await call(server, as, probe);
    expect(response.statusCode, `${probe.method} ${probe.url}: ${response.body}`).toBe(status);
    return response.json();
  };
  await ok({ method: 'PUT', url: base, payload: newProject(projectId, `Projekt ${marker}`, `Kunde${marker}`) }, 200);
  await ok({ method: 'POST', url: `${base}/dach-aussen`, payload: upload('file', [{ name: `dach_${marker}.jpg`, bytes: await jpeg(320, 240) }]) }, 200);
  await ok({ method: 'POST', url: `${base}/stromrechnung`, payload: upload('file', [{ name: `rechnung_${marker}.pdf`, bytes: pdf() }]) }, 200);
  const { ticketId } = await ok(
    { method: 'POST', url: `${base}/photo-collection-async`, payload: upload('files', [{ name: `sammlung_${marker}.jpg`, bytes: await jpeg(200, 150) }]) },
    202,
  );
  await waitForTicket(server, as, ticketId);
  const damage = await ok(
    {
      method: 'POST',
      url: `/${LEGACY_PREFIX}/${companyId}/${projectId}/vorschaden`,
      payload: { titel: `Schaden ${marker}`, kurzbeschreibung: `Riss ${marker}`, kategorie: 'DACH_AUSSEN', schweregrad: 'mittel', status: 'NEU' },
    },
    201,
  );
  await ok({ method: 'POST', url: `/buildability/${companyId}/${projectId}/check` }, 200);
  const memoId = randomUUID();
  await ok({ method: 'PUT', url: `${base}/voice-memos/${memoId}?${MEMO_QUERY}`, payload: recording() }, 200);
  const images = await new ImageRepository(server.app.services.db).listByProject(companyId, projectId);
  const roof = images.find((image) => image.component === 'dach-aussen' && image.originalName.startsWith('dach_'));
  const bill = images.find((image) => image.contentType === 'application/pdf');
  if (!roof || !bill) throw new Error('uploads not stored');
  // The annotated roof list only shows annotated photos; this one must be there to be withheld.
  await server.app.services.db.query('UPDATE images SET annotated = true WHERE id = $1', [roof.id]);
  // An original kept beside a copy with blurred faces: the one file a probe must never get.
  await server.app.services.db.query('UPDATE images SET original_key = file_key WHERE id = $1', [roof.id]);
  const companyName = (await call(server, as, { method: 'GET', url: `/companies/${companyId}` })).json().companyName as string;
  return {
    companyId,
    projectId,
    imageId: roof.id,
    pdfId: bill.id,
    ticketId,
    damageId: damage.id,
    memoId,
    secrets: [marker, projectId, roof.id, bill.id, ticketId, damage.id, memoId, companyName, companyId],
  };
}

/** Everything a company's own view shows of its data, to prove the probes changed nothing. */
async function snapshot(server: TestServer, as: Caller, held: Holdings) {
  const base = `/companies/${held.companyId}/projects/${held.projectId}`;
  const project = (await call(server, as, { method: 'GET', url: base })).json();
  const damages = (await call(server, as, { method: 'GET', url: `${base}/vorschaeden` })).json();
  const images = await new ImageRepository(server.app.services.db).listByProject(held.companyId, held.projectId);
  const assessment = (await call(server, as, { method: 'GET', url: `/buildability/${held.companyId}/${held.projectId}/latest` })).json();
  return { project, damages, images: images.map((image) => `${image.id}:${image.component}`).sort(), assessment: assessment.id };
}

const legacy = (companyId: string, projectId: string) => `/${LEGACY_PREFIX}/${companyId}/${projectId}`;
const scoped = (companyId: string, projectId: string) => `/companies/${companyId}/projects/${projectId}`;

/**
 * Per OpenAPI operation, the requests an intruder tries: the other company's path, and where
 * a route takes more ids, the intruder's own company and project with the other company's ids.
 */
function probes(victim: Holdings, own: { companyId: string; projectId: string }): Record<string, Probe[]> {
  const v = victim;
  const both = (suffix: string, method: Probe['method'], payload?: unknown): Probe[] => [
    { method, url: `${scoped(v.companyId, v.projectId)}${suffix}`, payload },
    { method, url: `${scoped(own.companyId, v.projectId)}${suffix}`, payload },
  ];
  const bothLegacy = (suffix: string, method: Probe['method'], payload?: () => unknown): Probe[] => [
    { method, url: `${legacy(v.companyId, v.projectId)}${suffix}`, payload: payload?.() },
    { method, url: `${legacy(own.companyId, v.projectId)}${suffix}`, payload: payload?.() },
  ];
  const photo = async () => upload('file', [{ name: 'fremd.jpg', bytes: await jpeg(64, 48) }]);
  const takeover = newProject(v.projectId, 'Übernommen');
  const damage = { titel: 'Fremd', kurzbeschreibung: 'Fremd', kategorie: 'DACH_AUSSEN', schweregrad: 'gering', status: 'NEU' };
  const table: Record<string, Probe[]> = {
    'get /companies': [{ method: 'GET', url: '/companies', list: true }],
    'post /companies': [{ method: 'POST', url: '/companies', payload: { id: v.companyId, companyName: 'Übernommen' } }],
    'get /companies/{companyId}': [{ method: 'GET', url: `/companies/${v.companyId}` }],
    'get /companies/{companyId}/checklist': [{ method: 'GET', url: `/companies/${v.companyId}/checklist` }],
    'put /companies/{companyId}/checklist': [{ method: 'PUT', url: `/companies/${v.companyId}/checklist`, payload: { ...DEFAULT_CHECKLIST, elektrik: [] } }],
    'get /companies/{companyId}/settings': [{ method: 'GET', url: `/companies/${v.companyId}/settings` }],
    'put /companies/{companyId}/settings': [{ method: 'PUT', url: `/companies/${v.companyId}/settings`, payload: { photoLocation: false } }],
    [`get /${LEGACY_PREFIX}/{companyId}`]: [{ method: 'GET', url: `/${LEGACY_PREFIX}/${v.companyId}` }],
    'get /companies/{companyId}/projects/{projectId}': both('', 'GET'),
    // With its own company in the path the intruder only writes a project of its own (checked below).
    'put /companies/{companyId}/projects/{projectId}': [{ method: 'PUT', url: scoped(v.companyId, v.projectId), payload: takeover }],
    'delete /companies/{companyId}/projects/{projectId}': both('', 'DELETE'),
    'get /companies/{companyId}/projects/{projectId}/export': both('/export', 'GET'),
    'get /companies/{companyId}/projects/{projectId}/history': both('/history', 'GET'),
    'get /companies/{companyId}/trash': [{ method: 'GET', url: `/companies/${v.companyId}/trash` }],
    'post /companies/{companyId}/trash/{projectId}/restore': [
      { method: 'POST', url: `/companies/${v.companyId}/trash/${v.projectId}/restore` },
      { method: 'POST', url: `/companies/${own.companyId}/trash/${v.projectId}/restore` },
    ],
    'delete /companies/{companyId}/trash/{projectId}': [
      { method: 'DELETE', url: `/companies/${v.companyId}/trash/${v.projectId}` },
      { method: 'DELETE', url: `/companies/${own.companyId}/trash/${v.projectId}` },
    ],
    [`get /${LEGACY_PREFIX}/{companyId}/{projectId}`]: bothLegacy('', 'GET'),
    [`put /${LEGACY_PREFIX}/{companyId}/{projectId}`]: [{ method: 'PUT', url: legacy(v.companyId, v.projectId), payload: takeover }],
    'delete /companies/{companyId}/projects/{projectId}/{component}/image/{imageId}': [
      { method: 'DELETE', url: `${scoped(v.companyId, v.projectId)}/dach-aussen/image/${v.imageId}` },
      { method: 'DELETE', url: `${scoped(own.companyId, own.projectId)}/dach-aussen/image/${v.imageId}` },
    ],
    [`delete /${LEGACY_PREFIX}/{companyId}/{projectId}/{component}/image/{imageId}`]: [
      { method: 'DELETE', url: `${legacy(v.companyId, v.projectId)}/stromrechnung/image/${v.pdfId}` },
      { method: 'DELETE', url: `${legacy(own.companyId, own.projectId)}/stromrechnung/image/${v.pdfId}` },
    ],
    'post /companies/{companyId}/projects/{projectId}/photo-collection-async': both('/photo-collection-async', 'POST').map((probe) => ({
      ...probe,
      payload: jpeg(64, 48).then((bytes) => upload('files', [{ name: 'fremd.jpg', bytes }])),
    })),
    'get /processing-status/{ticketId}': [{ method: 'GET', url: `/processing-status/${v.ticketId}` }],
    'get /images/{imageId}': [
      { method: 'GET', url: `/images/${v.imageId}` },
      { method: 'GET', url: `/images/${v.pdfId}` },
    ],
    'get /images/{imageId}/thumbnail': [{ method: 'GET', url: `/images/${v.imageId}/thumbnail` }],
    'get /images/{imageId}/original': [{ method: 'GET', url: `/images/${v.imageId}/original` }],
    [`get /${LEGACY_PREFIX}/images/project/{projectId}/component/dach-aussen/annotated`]: [
      { method: 'GET', url: `/${LEGACY_PREFIX}/images/project/${v.projectId}/component/dach-aussen/annotated` },
    ],
    'post /companies/{companyId}/projects/{projectId}/images/{imageId}/move': [
      { method: 'POST', url: `${scoped(v.companyId, v.projectId)}/images/${v.imageId}/move`, payload: { component: 'elektrik' } },
      { method: 'POST', url: `${scoped(own.companyId, own.projectId)}/images/${v.imageId}/move`, payload: { component: 'elektrik' } },
    ],
    [`post /${LEGACY_PREFIX}/{companyId}/{projectId}/images/{imageId}/move`]: [
      { method: 'POST', url: `${legacy(v.companyId, v.projectId)}/images/${v.imageId}/move`, payload: { component: 'erdung' } },
      { method: 'POST', url: `${legacy(own.companyId, own.projectId)}/images/${v.imageId}/move`, payload: { component: 'erdung' } },
    ],
    'get /companies/{companyId}/projects/{projectId}/markups/{photoKey}': [
      ...both(`/markups/${v.imageId}`, 'GET'),
      { method: 'GET', url: `${scoped(own.companyId, own.projectId)}/markups/${v.imageId}` },
    ],
    // No marks would remove the photo's marks and its marked copy.
    'put /companies/{companyId}/projects/{projectId}/markups/{photoKey}': [
      ...both(`/markups/${v.imageId}`, 'PUT', { marks: [], updatedAt: new Date().toISOString() }),
      { method: 'PUT', url: `${scoped(own.companyId, own.projectId)}/markups/${v.imageId}`, payload: { marks: [], updatedAt: new Date().toISOString() } },
    ],
    'get /companies/{companyId}/projects/{projectId}/voice-memos/{memoId}': [
      ...both(`/voice-memos/${v.memoId}`, 'GET'),
      { method: 'GET', url: `${scoped(own.companyId, own.projectId)}/voice-memos/${v.memoId}` },
    ],
    'put /companies/{companyId}/projects/{projectId}/voice-memos/{memoId}': both(`/voice-memos/${randomUUID()}?${MEMO_QUERY}`, 'PUT', recording()),
    'delete /companies/{companyId}/projects/{projectId}/voice-memos/{memoId}': both(`/voice-memos/${v.memoId}`, 'DELETE'),
    'get /companies/{companyId}/projects/{projectId}/vorschaeden': both('/vorschaeden', 'GET'),
    [`get /${LEGACY_PREFIX}/{companyId}/{projectId}/vorschaeden`]: bothLegacy('/vorschaeden', 'GET'),
    'post /companies/{companyId}/projects/{projectId}/vorschaden': [
      ...both('/vorschaden', 'POST', damage),
      // Re-using the other company's damage id is refused as taken (409): it says the id exists, nothing of the damage.
      { method: 'POST', url: `${scoped(own.companyId, own.projectId)}/vorschaden`, payload: { ...damage, id: v.damageId }, alsoAllowed: [409] },
    ],
    [`post /${LEGACY_PREFIX}/{companyId}/{projectId}/vorschaden`]: bothLegacy('/vorschaden', 'POST', () => damage),
    [`get /${LEGACY_PREFIX}/vorschaden/{id}`]: [{ method: 'GET', url: `/${LEGACY_PREFIX}/vorschaden/${v.damageId}` }],
    [`delete /${LEGACY_PREFIX}/vorschaden/{id}`]: [{ method: 'DELETE', url: `/${LEGACY_PREFIX}/vorschaden/${v.damageId}` }],
    'get /buildability/{companyId}/{projectId}/latest': [
      { method: 'GET', url: `/buildability/${v.companyId}/${v.projectId}/latest` },
      { method: 'GET', url: `/buildability/${own.companyId}/${v.projectId}/latest` },
    ],
    'post /buildability/{companyId}/{projectId}/check': [
      { method: 'POST', url: `/buildability/${v.companyId}/${v.projectId}/check` },
      { method: 'POST', url: `/buildability/${own.companyId}/${v.projectId}/check` },
    ],
    [`get /${LEGACY_PREFIX}/{companyId}/{projectId}/aufstellort/explanation/{criterion}`]: bothLegacy(`/aufstellort/explanation/${STORAGE_CRITERIA[0]}`, 'GET'),
    'get /companies/{companyId}/projects/{projectId}/data': both('/data', 'GET'),
    'get /companies/{companyId}/projects/{projectId}/pdf': both('/pdf', 'GET'),
  };
  for (const area of UPLOAD_AREA_IDS) {
    table[`post /companies/{companyId}/projects/{projectId}/${area}`] = both(`/${area}`, 'POST').map((probe) => ({ ...probe, payload: photo() }));
    table[`post /${LEGACY_PREFIX}/{companyId}/{projectId}/${area}`] = bothLegacy(`/${area}`, 'POST', photo);
  }
  return table;
}

/** Routes anyone may call without a token; they hold no company's data. */
const PUBLIC_OPERATIONS = new Set(['get /health', 'get /masterdata/ziegel']);

describe.each(BACKENDS)('company isolation on every API route ($name)', (backend) => {
  let server: TestServer;
  let demo: Caller;
  let other: Caller;
  let otherCompanyId: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    otherCompanyId = randomUUID();
    const created = await server.call('admin', { method: 'POST', url: '/companies', payload: { id: otherCompanyId, companyName: 'Konkurrenz Solar AG' } });
    expect(created.statusCode).toBe(201);
    demo = { authorization: `Bearer ${server.token.demo}` };
    // A user of the second company, with a token signed by the server's own provider key.
    other = { authorization: `Bearer ${await mintToken(server, { companyAccess: otherCompanyId, subject: 'monteur-konkurrenz' })}` };
  }, 120_000);
  afterAll(() => server.close());

  it('the table covers every route of the OpenAPI document that needs a sign-in', async () => {
    const document = (await server.call(null, { method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    const table = probes({ companyId: 'c', projectId: 'p', imageId: 'i', pdfId: 'd', ticketId: 't', damageId: 'v', memoId: 'm', secrets: [] }, { companyId: 'o', projectId: 'q' });
    expect(Object.keys(table).sort()).toEqual(operations.filter((operation) => !PUBLIC_OPERATIONS.has(operation)).sort());
  });

  it.each([
    ['the demo company’s user', 'the second company', () => ({ intruder: demo, owner: { authorization: `Bearer ${server.token.admin}` }, companyId: otherCompanyId })],
    ['the second company’s user', 'the demo company', () => ({ intruder: other, owner: demo, companyId: DEMO_COMPANY_ID })],
  ])('%s sending ids of %s gets 403/404 on every route, sees none of its data and changes nothing', async (_who, _whose, roles) => {
    const { intruder, owner, companyId } = roles();
    const victim = await fill(server, owner, companyId);
    const ownCompanyId = companyId === DEMO_COMPANY_ID ? otherCompanyId : DEMO_COMPANY_ID;
    const ownProjectId = randomUUID();
    expect((await call(server, intruder, { method: 'PUT', url: scoped(ownCompanyId, ownProjectId), payload: newProject(ownProjectId, 'Eigenes Projekt') })).statusCode).toBe(200);
    const before = await snapshot(server, owner, victim);

    const failures: string[] = [];
    for (const [operation, list] of Object.entries(probes(victim, { companyId: ownCompanyId, projectId: ownProjectId }))) {
      for (const probe of list) {
        const response = await call(server, intruder, probe);
        const label = `${operation} → ${probe.method} ${probe.url}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        const allowed = probe.list ? [200] : [403, 404, ...(probe.alsoAllowed ?? [])];
        if (!allowed.includes(response.statusCode)) failures.push(`status: ${label}`);
        if (!probe.list && !/json/.test(String(response.headers['content-type']))) failures.push(`not a JSON error: ${label}`);
        if (!probe.list && !response.json().message) failures.push(`no message: ${label}`);
        const leaked = victim.secrets.filter((secret) => response.body.includes(secret));
        if (leaked.length) failures.push(`leaks ${leaked.join(', ')}: ${label}`);
      }
    }
    expect(failures).toEqual([]);

    // The other company's project id in the intruder's own company names a project of the intruder's own.
    const ownTwin = await call(server, intruder, { method: 'PUT', url: scoped(ownCompanyId, victim.projectId), payload: newProject(victim.projectId, 'Übernommen') });
    expect(ownTwin.statusCode).toBe(200);
    expect(ownTwin.json()).toMatchObject({ name: 'Übernommen', version: 1 });
    expect(await snapshot(server, owner, victim)).toEqual(before);
  }, 180_000);

  it("a user without a company claim gets 403 on a company's data and an empty company list", async () => {
    const nobody = { authorization: `Bearer ${await mintToken(server, { companyAccess: null })}` };
    const project = await call(server, nobody, { method: 'GET', url: `/companies/${DEMO_COMPANY_ID}` });
    expect(project.statusCode).toBe(403);
    expect(project.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    const companies = await call(server, nobody, { method: 'GET', url: '/companies' });
    expect(companies.json()).toEqual([]);
  });
});
