// The server under 50 concurrent connections (issue 9), each loading or saving its own project
// as one of 50 devices would. PUT sends If-Match with the version it last saw. Two kinds of phase:
// - closed loop: every connection sends its next request as soon as the last one is answered, so
//   the server runs flat out: throughput and server CPU per request. Latency there is only
//   queueing (about 50 / throughput), not what a device sees.
// - open loop: every connection sends one request every PERIOD_MS on a fixed schedule, a load
//   meant to stay well below that throughput (the note gives its share): latency (median, p99)
//   as a device sees it. It counts from the
//   scheduled moment, not the actual send, so a server that stalls cannot hide the requests that
//   would have been sent meanwhile (no coordinated omission).
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createProjects, projectUrl } from './bench-api.ts';
import type { BenchServer } from './bench-server.ts';
import type { Figure } from './figures.ts';
import { median, percentile, round } from './stats.ts';

export const CONNECTIONS = 50;
const WARM_UP_MS = 2000;
const PHASE_MS = 6000;
/** Open loop: each connection's interval between requests; 50 every 100 ms offer 500 requests/s. */
const PERIOD_MS = 100;
const OFFERED_PER_SECOND = (CONNECTIONS * 1000) / PERIOD_MS;

export interface Phase {
  latencies: number[];
  failures: number;
  perSecond: number;
  /** CPU time of the server process per request: what the server costs, far less swayed by other programs than latency. */
  cpuMsPerRequest: number;
}

/**
 * Runs `request` on every connection for `durationMs`: back to back, or every `periodMs` (open
 * loop). `serving` is what answers: its processes' CPU time is counted.
 */
async function runPhase(
  serving: Pick<BenchServer, 'cpuSeconds'>,
  durationMs: number,
  request: (connection: number) => Promise<Response>,
  onAnswer: (connection: number, response: Response, body: string) => void,
  periodMs?: number,
): Promise<Phase> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + durationMs;
  const cpuBefore = await serving.cpuSeconds();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      // The open loop spreads the connections' schedules evenly over one period.
      let due = periodMs ? started + (connection * periodMs) / CONNECTIONS : started;
      while (due < until) {
        if (due > performance.now()) await sleep(due - performance.now());
        // A request sent late counts from its due moment; one whose timer fired a little early
        // (timers round to whole milliseconds) from its actual send.
        const from = Math.min(due, performance.now());
        const response = await request(connection);
        const body = await response.text();
        latencies.push(performance.now() - from);
        if (!response.ok) failures += 1;
        else onAnswer(connection, response, body);
        due = periodMs ? due + periodMs : performance.now();
      }
    }),
  );
  const cpuMsPerRequest = ((await serving.cpuSeconds()) - cpuBefore) * 1000 / latencies.length;
  return { latencies, failures, perSecond: latencies.length / ((performance.now() - started) / 1000), cpuMsPerRequest };
}

/**
 * `peer`, when given, starts the bare route on the same database (bare-route.ts): its GETs of the
 * same projects run right after ours, and ours are reported as a share of its figures.
 */
export async function measureServerLoad(server: BenchServer, token: string, backend: 'PGlite' | 'PostgreSQL', peer?: () => Promise<BenchServer>): Promise<Figure[]> {
  const { origin: baseUrl } = server;
  const ids = await createProjects(baseUrl, token, CONNECTIONS);
  const auth = { authorization: `Bearer ${token}` };
  const documents = new Map<number, { project: Record<string, unknown>; etag: string }>();
  const remember = (connection: number, response: Response, body: string) =>
    documents.set(connection, { project: JSON.parse(body) as Record<string, unknown>, etag: response.headers.get('etag') ?? '*' });
  const get = (connection: number) => fetch(projectUrl(baseUrl, ids[connection]), { headers: auth });
  let edits = 0;
  const put = (connection: number) => {
    const { project, etag } = documents.get(connection) as { project: Record<string, unknown>; etag: string };
    edits += 1;
    return fetch(projectUrl(baseUrl, ids[connection]), {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json', 'if-match': etag },
      body: JSON.stringify({ ...project, name: `Last ${edits}` }),
    });
  };

  await runPhase(server, WARM_UP_MS, get, remember);
  const readsFlatOut = await runPhase(server, PHASE_MS, get, remember);
  const writesFlatOut = await runPhase(server, PHASE_MS, put, remember);
  const reads = await runPhase(server, PHASE_MS, get, remember, PERIOD_MS);
  const writes = await runPhase(server, PHASE_MS, put, remember, PERIOD_MS);
  const bare = peer ? await measurePeerReads(await peer(), ids) : null;

  const group = backend === 'PGlite' ? 'serverPglite' : 'serverPostgres';
  const figure = (key: string, label: string, value: number, unit: string, extra: Partial<Figure> = {}): Figure => ({
    group,
    key,
    label: `${backend}: ${label}`,
    value,
    unit,
    ...extra,
  });
  const offered = `${OFFERED_PER_SECOND} Anfragen/s angeboten`;
  const openLoop = (flatOut: Phase) =>
    `${CONNECTIONS} Verbindungen je 1 Anfrage alle ${PERIOD_MS} ms (${round((100 * OFFERED_PER_SECOND) / flatOut.perSecond, 0)} % des Durchsatzes), gemessen ab geplantem Sendezeitpunkt`;
  const closedLoop = (phase: Phase) =>
    `${CONNECTIONS} Verbindungen ohne Pause; p99 dabei ${round(percentile(phase.latencies, 99), 0)} ms (nur Warteschlange)`;
  // The 1-minute load average, this bench's own processes included: other programs on a busy
  // machine delay requests as much as a slow server would.
  const machineLoad = `Systemlast ${round(loadavg()[0], 1)} auf ${cpus().length} Kernen`;
  const failed = (phase: Phase) => (phase.failures ? `; ${phase.failures} Fehlerantworten` : '');
  return [
    figure('getMedianMs', `GET Projekt (Median, ${offered})`, round(median(reads.latencies), 1), 'ms', { note: openLoop(readsFlatOut) }),
    figure('getP99Ms', `GET Projekt (p99, ${offered})`, round(percentile(reads.latencies, 99), 1), 'ms', {
      ...(backend === 'PostgreSQL' ? { budget: { limit: 20, kind: 'below' as const } } : {}),
      note: `offene Schleife; ${machineLoad}${failed(reads)}`,
    }),
    figure('getPerSecond', 'GET Durchsatz', round(readsFlatOut.perSecond, 0), 'Anfragen/s', { note: `${closedLoop(readsFlatOut)}${failed(readsFlatOut)}` }),
    figure('getCpuMsPerRequest', 'GET Server-CPU je Anfrage', round(readsFlatOut.cpuMsPerRequest, 2), 'ms', { note: 'Node-Prozess des Servers' }),
    figure('putMedianMs', `PUT Projekt (Median, ${offered})`, round(median(writes.latencies), 1), 'ms', { note: openLoop(writesFlatOut) }),
    figure('putP99Ms', `PUT Projekt (p99, ${offered})`, round(percentile(writes.latencies, 99), 1), 'ms', { note: `offene Schleife; ${machineLoad}${failed(writes)}` }),
    figure('putPerSecond', 'PUT Durchsatz', round(writesFlatOut.perSecond, 0), 'Anfragen/s', { note: `${closedLoop(writesFlatOut)}${failed(writesFlatOut)}` }),
    figure('putCpuMsPerRequest', 'PUT Server-CPU je Anfrage', round(writesFlatOut.cpuMsPerRequest, 2), 'ms', { note: 'Node-Prozess des Servers' }),
    ...(bare
      ? [
          figure('getPerSecondVsBareRoute', 'GET Durchsatz ÷ nackte Fastify-Route', round(readsFlatOut.perSecond / bare.flatOut.perSecond, 2), '×', {
            budget: { limit: 0.7, kind: 'min' },
            note: `nackte Route ${round(bare.flatOut.perSecond, 0)} Anfragen/s: dieselben Dokumente aus derselben Datenbank, ohne Anmeldung und Plugins`,
          }),
          figure('getP99VsBareRoute', 'GET p99 ÷ nackte Fastify-Route', round(percentile(reads.latencies, 99) / percentile(bare.open.latencies, 99), 2), '×', {
            note: `nackte Route p99 ${round(percentile(bare.open.latencies, 99), 1)} ms bei ${offered}`,
          }),
        ]
      : []),
  ];
}

/** The peer's GETs of the same projects: flat out, then the open loop, as for the server. */
async function measurePeerReads(peer: BenchServer, ids: string[]): Promise<{ flatOut: Phase; open: Phase }> {
  try {
    const get = (connection: number) => fetch(projectUrl(peer.origin, ids[connection]));
    const ignore = () => undefined;
    await runPhase(peer, WARM_UP_MS, get, ignore);
    const flatOut = await runPhase(peer, PHASE_MS, get, ignore);
    const open = await runPhase(peer, PHASE_MS, get, ignore, PERIOD_MS);
    if (flatOut.failures || open.failures) throw new Error(`Die nackte Route antwortete ${flatOut.failures + open.failures}-mal mit einem Fehler`);
    return { flatOut, open };
  } finally {
    await peer.stop();
  }
}

/**
 * GETs of `ids` flat out through `origin` (a proxy in front of servers): after the warm-up, one
 * phase of the same length as the server's own. `serving` sums the CPU of the processes behind it.
 */
export async function readsFlatOut(origin: string, token: string, ids: string[], serving: Pick<BenchServer, 'cpuSeconds'>): Promise<Phase> {
  const get = (connection: number) => fetch(projectUrl(origin, ids[connection]), { headers: { authorization: `Bearer ${token}` } });
  const ignore = () => undefined;
  await runPhase(serving, WARM_UP_MS, get, ignore);
  const phase = await runPhase(serving, PHASE_MS, get, ignore);
  if (phase.failures) throw new Error(`${phase.failures} GETs durch den Proxy scheiterten`);
  return phase;
}
