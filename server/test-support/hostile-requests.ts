// Malformed and hostile requests for the fuzz suite, built from the OpenAPI document: for every
// operation a fixed set of cases per class (path, body, content type, multipart, headers) and a
// fast-check arbitrary that mixes them with generated JSON and text.
import fc from 'fast-check';

export interface Operation {
  method: string;
  /** The OpenAPI path, '{name}' for each parameter. */
  path: string;
}

export interface HostileRequest {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface Ids {
  companyId: string;
  projectId: string;
}

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** Values a path parameter gets besides a valid one. */
const HOSTILE_SEGMENTS: Array<[string, string]> = [
  ['a NUL', encodeURIComponent(`x${NUL}y`)],
  ['a lone surrogate as UTF-8 bytes', '%ED%A0%80'],
  ['a broken escape', '%E0%A4%A'],
  ['an 8 KB id', 'a'.repeat(8192)],
  ['no UUID', 'not-a-uuid'],
  ['a path climb', '..%2F..%2Fetc%2Fpasswd'],
  ['emoji', encodeURIComponent('🏠ş')],
];

function fillPath(path: string, ids: Ids, hostile?: string): string {
  let first = true;
  return path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    if (hostile !== undefined && first) {
      first = false;
      return hostile;
    }
    first = false;
    if (name === 'companyId') return ids.companyId;
    if (name === 'projectId' || name === 'id') return ids.projectId;
    if (name === 'component') return 'elektrik';
    if (name === 'criterion') return 'belueftung';
    return '6f1c9d8e-2b7a-4c3e-9f5d-0a1b2c3d4e5f';
  });
}

/** JSON text nested `depth` levels deep. */
export function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const project = (ids: Ids, change: Record<string, unknown>) =>
  JSON.stringify({ id: ids.projectId, name: 'Fuzz', status: 'OFFEN', createdAt: '2026-11-24T08:00:00.000Z', active: true, ...change });

function brokenMultipart(): Array<[string, string, string]> {
  const part = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0`;
  return [
    ['multipart without a boundary', 'multipart/form-data', part('b')],
    ['multipart with another boundary', 'multipart/form-data; boundary=zzz', `${part('b')}\r\n--b--\r\n`],
    ['multipart cut off mid-part', 'multipart/form-data; boundary=b', part('b')],
    ['multipart with a broken part header', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition\r\n\r\nx\r\n--b--\r\n'],
    ['multipart with an empty body', 'multipart/form-data; boundary=b', ''],
  ];
}

/** The fixed cases of every class for one operation. */
export function hostileCases(operation: Operation, ids: Ids): HostileRequest[] {
  const url = fillPath(operation.path, ids);
  const method = operation.method.toUpperCase();
  const json = { 'content-type': 'application/json' };
  const cases: HostileRequest[] = [];
  if (operation.path.includes('{')) {
    for (const [what, segment] of HOSTILE_SEGMENTS) cases.push({ what: `path with ${what}`, method, url: fillPath(operation.path, ids, segment), headers: {} });
  }
  cases.push({ what: 'a query with a NUL', method, url: `${url}?q=${encodeURIComponent(NUL)}`, headers: {} });
  if (method === 'GET' || method === 'DELETE') return cases;
  cases.push(
    { what: 'a NUL in a JSON string', method, url, headers: json, payload: project(ids, { name: `Fuzz${NUL}`, customer: { firstName: `A${NUL}` } }) },
    { what: 'a lone surrogate in a JSON string', method, url, headers: json, payload: project(ids, { name: 'Fuzz\\ud800' }) },
    { what: 'a lone surrogate in a JSON key', method, url, headers: json, payload: `{"\\udc00":1,"id":"${ids.projectId}"}` },
    { what: 'JSON nested 6,000 levels', method, url, headers: json, payload: deepJson(6000) },
    { what: 'a project nested 200 levels', method, url, headers: json, payload: project(ids, { roof: JSON.parse(deepJson(200)) as unknown }) },
    { what: 'a 4.9 MB project', method, url, headers: json, payload: project(ids, { notes: 'x'.repeat(4_900_000) }) },
    { what: 'a body over the limit', method, url, headers: json, payload: project(ids, { notes: 'x'.repeat(6_000_000) }) },
    { what: 'broken JSON', method, url, headers: json, payload: '{"id": ' },
    { what: 'JSON that is a string', method, url, headers: json, payload: '"nur Text"' },
    { what: 'JSON null', method, url, headers: json, payload: 'null' },
    { what: 'text/plain', method, url, headers: { 'content-type': 'text/plain' }, payload: 'hallo' },
    { what: 'a form-urlencoded body', method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=x&name=y' },
    { what: 'XML', method, url, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    { what: 'If-Match past every integer', method, url, headers: { ...json, 'if-match': '"v99999999999999999999"' }, payload: project(ids, {}) },
    { what: 'If-Match that is no version', method, url, headers: { ...json, 'if-match': 'W/"\u00e4"' }, payload: project(ids, {}) },
    { what: 'X-Added-At in a leap second', method, url, headers: { ...json, 'x-added-at': '2016-12-31T23:59:60Z' }, payload: project(ids, {}) },
    { what: 'a huge Idempotency-Key', method, url, headers: { ...json, 'idempotency-key': 'k'.repeat(4000) }, payload: project(ids, {}) },
  );
  for (const [what, type, body] of brokenMultipart()) {
    cases.push({ what, method, url, headers: { 'content-type': type }, payload: Buffer.from(body, 'latin1') });
    cases.push({ what: `${what}, leap-second X-Added-At`, method, url, headers: { 'content-type': type, 'x-added-at': '2016-12-31T23:59:60Z' }, payload: Buffer.from(body, 'latin1') });
  }
  return cases;
}

/** Every UTF-8 byte escaped; a lone surrogate goes as U+FFFD, as a browser would send it. */
const percentEncoded = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Generated text with the characters storage chokes on mixed in. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}${NUL}${text}`),
  fc.string({ maxLength: 20 }).map((text) => `${text}${LONE_SURROGATE}`),
  fc.constantFrom('', ' ', '🏠', 'Ayşe Özdemir-Łukasiewicz', 'x'.repeat(300)),
);

const hostileJson = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Generated requests for one operation: valid ids with generated bodies, or generated ids. */
export function generatedRequests(operation: Operation, ids: Ids): fc.Arbitrary<HostileRequest> {
  const method = operation.method.toUpperCase();
  const withBody = method !== 'GET' && method !== 'DELETE';
  const body = fc.oneof(
    hostileJson.map((value) => JSON.stringify(value)),
    fc.record({ change: fc.dictionary(fc.constantFrom('name', 'status', 'customer', 'roof', 'house', 'version', 'createdAt', 'active'), hostileJson) }).map(({ change }) => project(ids, change)),
  );
  const segment = fc.oneof(fc.uuid(), hostileText.map((text) => percentEncoded(text) || 'leer'));
  return fc.record({ segment: fc.option(segment, { nil: undefined }), body: withBody ? body : fc.constant(undefined) }).map(({ segment: hostile, body: payload }): HostileRequest => ({
    what: 'generated',
    method,
    url: fillPath(operation.path, ids, operation.path.includes('{') ? hostile : undefined),
    headers: payload === undefined ? {} : { 'content-type': 'application/json' as string },
    payload,
  }));
}
