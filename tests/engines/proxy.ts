// Stands between the browser and the server, so a test can cut the connection for an engine
// WebDriver cannot switch offline: refusing, it closes every new connection and every open one
// at once; holding, it takes requests and never answers them, as Wi-Fi without a route does
// (a captive portal, a repeater without uplink, a dead VPN).
import { createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';

export interface Proxy {
  port: number;
  refuse(refusing: boolean): void;
  /** Holds every request from now on unanswered; released, the held ones are dropped. */
  hold(holding: boolean): void;
  close(): Promise<void>;
}

export function startProxy(target: { port: number }): Promise<Proxy> {
  let refusing = false;
  let holding = false;
  const held = new Set<Socket>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((incoming, outgoing) => {
    if (holding) return void held.add(incoming.socket);
    const forward = request(
      { host: '127.0.0.1', port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  server.on('connection', (socket) => {
    if (refusing) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    // Every interface: browsers may reach 'localhost' over IPv6 or IPv4.
    server.listen(0, () => {
      resolve({
        port: (server.address() as { port: number }).port,
        refuse: (value) => {
          refusing = value;
          if (value) for (const socket of sockets) socket.destroy();
        },
        hold: (value) => {
          holding = value;
          if (value) return;
          for (const socket of held) socket.destroy();
          held.clear();
        },
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
