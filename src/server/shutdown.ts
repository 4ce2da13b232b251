import type { Server } from 'node:http';

/** How long requests in flight may take to finish once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 3000;

/**
 * Stops listening and calls `closed` once every connection has ended. close() alone waits for them
 * all, and a browser's preconnected socket that has sent no request yet counts as one waiting for its
 * headers, held until headersTimeout (66 s here): a restart stood still that long. Requests in flight
 * get `graceMs` to finish, then every connection goes.
 */
export function closeServer(server: Server, closed: () => void, graceMs = SHUTDOWN_GRACE_MS): void {
  server.close(() => closed());
  setTimeout(() => server.closeAllConnections(), graceMs).unref();
}
