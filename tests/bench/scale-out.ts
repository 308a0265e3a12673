// Scale-out (issue 24, point 7): GET throughput through the round-robin proxy with two server
// processes behind it against one, on one PostgreSQL database and one bucket with the external
// issuer, as tests/e2e/scale-out.spec.ts runs them. This machine has two cores for the servers,
// PostgreSQL, the proxy and the load alike, so the ratio is reported without a budget.
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { BUNDLED_ISSUER_PATH } from '../../src/domain/runtime-config.ts';
import { startS3Server } from '../../server/test-support/s3-server.ts';
import { createThrowawayDatabase } from '../../server/test-support/throwaway-database.ts';
import { freePort } from '../support/free-port.ts';
import { startCluster, type ClusterServer } from '../support/scale-out-cluster.ts';
import { startServerProcess } from '../support/server-process.ts';
import { createProjects } from './bench-api.ts';
import { demoToken } from './bench-browser.ts';
import type { Figure } from './figures.ts';
import { CONNECTIONS, readsFlatOut, type Phase } from './server-load.ts';
import { round } from './stats.ts';

const cpuOf = (servers: ClusterServer[]) => ({
  cpuSeconds: async () => (await Promise.all(servers.map((server) => server.process?.cpuSeconds() ?? 0))).reduce((sum, seconds) => sum + seconds, 0),
});

export async function measureScaleOut(browser: Browser, runDir: string, distDir: string, adminUrl: string): Promise<Figure[]> {
  const database = await createThrowawayDatabase(adminUrl, 'vorort_bench');
  const bucket = await startS3Server('vor-ort-bench');
  try {
    const cluster = await startCluster({ databaseUrl: database.url, s3Env: bucket.env, distDir, runDir: path.join(runDir, 'scale-out'), servers: 2 });
    try {
      const token = await demoToken(browser, cluster.origin);
      const ids = await createProjects(cluster.origin, token, CONNECTIONS);
      // Through a proxy process each (proxy-process.ts): in the bench's process it would share a core with the load.
      const through = async (servers: ClusterServer[]) => {
        const proxy = await startServerProcess('tests/support/proxy-process.ts', await freePort(), { UPSTREAMS: servers.map((server) => server.port).join(',') });
        try {
          return await readsFlatOut(proxy.origin, token, ids, cpuOf(servers));
        } finally {
          await proxy.stop();
        }
      };
      const one = await through(cluster.servers.slice(0, 1));
      const two = await through(cluster.servers);
      const note = (phase: Phase) => `${CONNECTIONS} Verbindungen ohne Pause durch einen Proxy-Prozess; Server-CPU ${round(phase.cpuMsPerRequest, 2)} ms je Anfrage`;
      return [
        { group: 'scaleOut', key: 'getPerSecondOneServer', label: 'GET Durchsatz durch den Proxy, 1 Serverprozess', value: round(one.perSecond, 0), unit: 'Anfragen/s', note: note(one) },
        { group: 'scaleOut', key: 'getPerSecondTwoServers', label: 'GET Durchsatz durch den Proxy, 2 Serverprozesse', value: round(two.perSecond, 0), unit: 'Anfragen/s', note: note(two) },
        {
          group: 'scaleOut',
          key: 'twoServersVsOne',
          label: 'GET Durchsatz 2 ÷ 1 Serverprozess',
          value: round(two.perSecond / one.perSecond, 2),
          unit: '×',
          note: `ohne Budget: 2 Kerne für die Server, PostgreSQL, den Proxy und die Last; Anmeldung über einen eigenen OpenID-Prozess (${BUNDLED_ISSUER_PATH})`,
        },
      ];
    } finally {
      await cluster.close();
    }
  } finally {
    await bucket.close();
    await database.drop();
  }
}
