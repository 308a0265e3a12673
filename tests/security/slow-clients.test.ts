// Clients that never finish (issue 18): a connection with unfinished headers, or a body that stops
// coming, is cut off after the configured timeout with a German 408, instead of held for ever.
// The timeouts are set short here (HTTP_*_TIMEOUT_S); the defaults are in the README.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, dropTestDatabases, startTestServer, type TestServer } from '../../server/test-support/api-harness.ts';

afterAll(() => dropTestDatabases());

/** Sends `text` and leaves the socket open; answers what came back once the server closed it. */
function holdOpen(origin: string, text: string, giveUpMs: number): Promise<{ closedByServer: boolean; answer: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(origin);
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ closedByServer: false, answer });
    }, giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedByServer: true, answer });
    });
    socket.on('error', reject);
  });
}

describe.each(BACKENDS.slice(0, 1))('slow clients ($name)', (backend) => {
  let server: TestServer;
  let origin: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { HTTP_HEADERS_TIMEOUT_S: '1', HTTP_REQUEST_TIMEOUT_S: '2', HTTP_IDLE_TIMEOUT_S: '30' });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => server.close());

  it('headers that never end are cut off with 408 in German', async () => {
    const { closedByServer, answer } = await holdOpen(origin, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Langsam: 1\r\n', 20_000);
    expect(closedByServer).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"message":"Die Anfrage kam nicht rechtzeitig vollständig an."');
  });

  it('a body that stops coming is cut off with 408', async () => {
    const head = 'PUT /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":';
    const { closedByServer, answer } = await holdOpen(origin, head, 20_000);
    expect(closedByServer).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('the server still answers afterwards', async () => {
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });
});
