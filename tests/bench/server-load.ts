// The server under 50 concurrent connections (issue 9): each connection loads or saves its own
// project in a loop for a fixed time, as 50 devices would; latency per request (median, p99)
// and completed requests per second. PUT sends If-Match with the version it last saw.
import { performance } from 'node:perf_hooks';
import { createProjects, projectUrl } from './bench-api.ts';
import type { BenchServer } from './bench-server.ts';
import type { Figure } from './figures.ts';
import { median, percentile, round } from './stats.ts';

const CONNECTIONS = 50;
const WARM_UP_MS = 2000;
const PHASE_MS = 6000;

interface Phase {
  latencies: number[];
  failures: number;
  perSecond: number;
  /** CPU time of the server process per request: what the server costs, however busy the machine. */
  cpuMsPerRequest: number;
}

async function runPhase(
  server: BenchServer,
  durationMs: number,
  request: (connection: number) => Promise<Response>,
  onAnswer?: (connection: number, response: Response, body: string) => void,
): Promise<Phase> {
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + durationMs;
  const started = performance.now();
  const cpuBefore = await server.cpuSeconds();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      while (performance.now() < until) {
        const sent = performance.now();
        const response = await request(connection);
        const body = await response.text();
        latencies.push(performance.now() - sent);
        if (!response.ok) failures += 1;
        else onAnswer?.(connection, response, body);
      }
    }),
  );
  const cpuMsPerRequest = ((await server.cpuSeconds()) - cpuBefore) * 1000 / latencies.length;
  return { latencies, failures, perSecond: latencies.length / ((performance.now() - started) / 1000), cpuMsPerRequest };
}

export async function measureServerLoad(server: BenchServer, token: string, backend: 'PGlite' | 'PostgreSQL'): Promise<Figure[]> {
  const { baseUrl } = server;
  const ids = await createProjects(baseUrl, token, CONNECTIONS);
  const auth = { authorization: `Bearer ${token}` };
  const documents = new Map<number, { project: Record<string, unknown>; etag: string }>();
  const remember = (connection: number, response: Response, body: string) =>
    documents.set(connection, { project: JSON.parse(body) as Record<string, unknown>, etag: response.headers.get('etag') ?? '*' });
  const get = (connection: number) => fetch(projectUrl(baseUrl, ids[connection]), { headers: auth });

  await runPhase(server, WARM_UP_MS, get, remember);
  const reads = await runPhase(server, PHASE_MS, get, remember);
  let edits = 0;
  const writes = await runPhase(
    server,
    PHASE_MS,
    (connection) => {
      const { project, etag } = documents.get(connection) as { project: Record<string, unknown>; etag: string };
      edits += 1;
      return fetch(projectUrl(baseUrl, ids[connection]), {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json', 'if-match': etag },
        body: JSON.stringify({ ...project, name: `Last ${edits}` }),
      });
    },
    remember,
  );

  const group = backend === 'PGlite' ? 'serverPglite' : 'serverPostgres';
  const figure = (key: string, label: string, value: number, unit: string, extra: Partial<Figure> = {}): Figure => ({
    group,
    key,
    label: `${backend}: ${label}`,
    value,
    unit,
    ...extra,
  });
  const failed = (phase: Phase) => (phase.failures ? `${phase.failures} Fehlerantworten` : undefined);
  return [
    figure('getMedianMs', 'GET Projekt (Median)', round(median(reads.latencies), 1), 'ms', { note: `${CONNECTIONS} Verbindungen` }),
    figure('getP99Ms', 'GET Projekt (p99)', round(percentile(reads.latencies, 99), 1), 'ms', {
      ...(backend === 'PostgreSQL' ? { budget: { limit: 20, kind: 'below' as const } } : {}),
      note: failed(reads),
    }),
    figure('getPerSecond', 'GET Durchsatz', round(reads.perSecond, 0), 'Anfragen/s'),
    figure('getCpuMsPerRequest', 'GET Server-CPU je Anfrage', round(reads.cpuMsPerRequest, 2), 'ms', { note: 'Node-Prozess des Servers' }),
    figure('putMedianMs', 'PUT Projekt (Median)', round(median(writes.latencies), 1), 'ms'),
    figure('putP99Ms', 'PUT Projekt (p99)', round(percentile(writes.latencies, 99), 1), 'ms', { note: failed(writes) }),
    figure('putPerSecond', 'PUT Durchsatz', round(writes.perSecond, 0), 'Anfragen/s'),
    figure('putCpuMsPerRequest', 'PUT Server-CPU je Anfrage', round(writes.cpuMsPerRequest, 2), 'ms', { note: 'Node-Prozess des Servers' }),
  ];
}
