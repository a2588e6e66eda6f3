/**
 * A switchable TCP proxy (node:net) for fault tests: the CMS talks to a system through it, and the
 * test takes that system away and brings it back without touching the system itself.
 * - `down()`: stops listening and destroys every open connection, as when a server goes away
 *   (new connections are refused at once: ECONNREFUSED);
 * - `up()`: listens again on the same port and forwards to the target;
 * - `refuse(greeting)`: accepts connections but answers them with one line and hangs up, as a
 *   relay that is up but turns mail away does (for example `421 Service not available`).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  up: () => Promise<void>;
  down: () => Promise<void>;
  refuse: (greeting: string) => Promise<void>;
  /** Connections forwarded so far (to check that traffic really went through the proxy). */
  forwarded: () => number;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, { listening = true } = {}): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let forwarded = 0;
  let greeting: string | undefined;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const handle = (client: net.Socket) => {
    track(client);
    if (greeting !== undefined) {
      client.end(`${greeting}\r\n`);
      return;
    }
    forwarded += 1;
    const upstream = net.connect(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = net.createServer(handle);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as AddressInfo).port);
      });
    });

  const stopListening = async () => {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  // Reserve a port: listen once, and stop again if the proxy is to start down.
  const port = await listen(0);
  if (!listening) await stopListening();

  return {
    port,
    async up() {
      greeting = undefined;
      if (!server) await listen(port);
    },
    async down() {
      greeting = undefined;
      await stopListening();
    },
    async refuse(line: string) {
      greeting = line;
      for (const socket of sockets) socket.destroy();
      if (!server) await listen(port);
    },
    forwarded: () => forwarded,
    close: stopListening,
  };
}
