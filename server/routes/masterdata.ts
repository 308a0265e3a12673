// Master data that needs no sign-in (SPEC §6): the roof tiles.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Ziegel } from '../../src/domain/report.ts';
import { ZIEGEL } from '../masterdata/ziegel.ts';

export async function masterdataRoutes(api: FastifyInstance): Promise<void> {
  api.get(
    '/masterdata/ziegel',
    {
      schema: { tags: ['masterdata'], summary: 'Gängige Dachziegel (ohne Anmeldung)', response: { 200: Type.Array(Ziegel) } },
      config: { public: true },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').send(ZIEGEL),
  );
}
