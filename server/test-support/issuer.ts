// An OpenID provider in a process of its own, for servers configured with an external issuer
// (OIDC_AUTHORITY): the bundled provider and its German sign-in pages without the API, so the
// servers find its keys by discovery over HTTP as they would a company's own provider.
// PORT, PUBLIC_URL (where browsers reach it) and DATA_DIR (its keys and sessions) as the server.
import Fastify from 'fastify';
import { readConfig } from '../config.ts';
import { bundledOidc } from '../oidc/plugin.ts';
import { securityHeaders } from '../plugins/security-headers.ts';

const config = readConfig();
const app = Fastify({ logger: false });
await app.register(securityHeaders, { config });
await bundledOidc(app, config);
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(`issuer ready ${config.oidc.authority}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
