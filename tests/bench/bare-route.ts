// The bench's peer for the server (issue 24, point 3): a bare Fastify route that reads the same
// project document from the same PostgreSQL database, with no sign-in, no access check and no
// plugins. Our GET's throughput and p99 are shown as a share of this one's, measured in the same
// run: what the stack itself costs is then not counted against the app.
// Run as its own process: PORT and DATABASE_URL from the environment.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get<{ Params: { companyId: string; projectId: string } }>('/api/companies/:companyId/projects/:projectId', async (request, reply) => {
  const { rows } = await pool.query<{ doc: unknown; version: number }>({
    name: 'project',
    text: 'SELECT doc, version FROM projects WHERE company_id = $1 AND id = $2',
    values: [request.params.companyId, request.params.projectId],
  });
  if (!rows[0]) return reply.code(404).send({ error: 'not found' });
  return reply.header('etag', `"${rows[0].version}"`).send(rows[0].doc);
});
// What the bench's process starter (startBenchProcess) asks until the process is up.
app.get('/config.json', async () => ({}));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
