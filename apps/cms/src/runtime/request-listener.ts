import type http from 'node:http';

export type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Puts `wrap(inner)` in the place of the HTTP server's one request listener `inner`: Strapi's Koa
 * app, or what an earlier call put in front of it. Admission and the response cache's two fast paths
 * stand in front of Strapi this way, the one installed last seeing each request first. A second
 * listener beside it would see every request whatever the one in front decides, so there must be one.
 */
export function standInFront(server: http.Server, wrap: (inner: RequestListener) => RequestListener): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`Only the server's one request listener can be stood in front of; it has ${listeners.length}.`);
  const [inner] = listeners;
  server.removeListener('request', inner);
  server.on('request', wrap(inner));
}
