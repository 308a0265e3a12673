// `npm start`: builds the app when its sources changed, then runs the one server and prints
// where to open it and how to sign in.
import { readConfig } from './config.ts';
import { buildApp } from './app.ts';
import { ensureBuilt } from './build-app.ts';
import { DEMO_ACCOUNTS } from './oidc/accounts.ts';

const config = readConfig();
await ensureBuilt(config.distDir);
const app = await buildApp(config, { logger: process.env.LOG_LEVEL !== 'silent' });
await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `  Vor-Ort läuft: ${config.publicUrl}/`,
  '',
  ...(config.oidc.bundled
    ? ['  Demo-Anmeldungen:', ...DEMO_ACCOUNTS.map((a) => `    ${a.username} / ${a.password}  (${a.name})`)]
    : [`  Anmeldung über ${config.oidc.authority}`]),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
