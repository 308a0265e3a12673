// A small load balancer in front of several server processes, as a company that runs Vor-Ort on
// two machines puts one: requests go to the servers in turn, and one a server refuses to connect
// (stopped, crashed) goes to the next, as nginx's `proxy_next_upstream error` does. Paths under a
// routed prefix (the sign-in provider's) go to their own upstream.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

export interface RoundRobinProxy {
  readonly origin: string;
  /** Requests each upstream port answered, for a test to see both servers did work. */
  readonly answered: ReadonlyMap<number, number>;
  close(): Promise<void>;
}

export interface ProxyOptions {
  /** Ports of the servers taking turns. */
  upstreams: number[];
  /** Path prefixes with the port that serves them alone. */
  routes?: Array<{ prefix: string; port: number }>;
  port?: number;
}

export function startRoundRobinProxy(options: ProxyOptions): Promise<RoundRobinProxy> {
  let turn = 0;
  const answered = new Map<number, number>();

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, ports: number[], tried: number) => {
    const port = ports[(turn + tried) % ports.length];
    let sent = false;
    const upstream = request(
      { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        answered.set(port, (answered.get(port) ?? 0) + 1);
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    // The body goes out once a connection stands, so a refused one can still go to the next server.
    upstream.on('socket', (socket) => {
      const send = () => {
        sent = true;
        incoming.pipe(upstream);
      };
      if (socket.connecting) socket.once('connect', send);
      else send();
    });
    upstream.on('error', () => {
      if (!sent && tried + 1 < ports.length) return forward(incoming, outgoing, ports, tried + 1);
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway');
    });
  };

  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const route = options.routes?.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
    if (route) return forward(incoming, outgoing, [route.port], 0);
    turn = (turn + 1) % options.upstreams.length;
    forward(incoming, outgoing, options.upstreams, 0);
  });
  return new Promise((resolve) => {
    // Every interface: browsers may reach 'localhost' over IPv6 or IPv4.
    server.listen(options.port ?? 0, () => {
      resolve({
        origin: `http://localhost:${(server.address() as { port: number }).port}`,
        answered,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
