import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Limits on the connections the server holds, against clients that open many and send slowly. */
export interface ConnectionLimits {
  /** A request (headers and body) still arriving after this long is cut off with 408. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Open connections one address may hold; 0 for no cap (behind a proxy that caps them itself). */
  maxConnectionsPerAddress: number;
}

/** How often Node looks for requests past their time (its default of 30 s would double the limit). */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1000;
/** An idle kept-alive connection is closed after this long, so idle clients do not hold descriptors. */
export const KEEP_ALIVE_TIMEOUT_MS = 5000;
/** A connection with no traffic at all, in either direction, is closed after this long. */
export const IDLE_CONNECTION_TIMEOUT_MS = 60_000;

const REFUSED = 'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Caps the connections one address holds open: past the cap a new one is answered 429 and closed at
 * once, so one client cannot use up the server's file descriptors while others (and the health
 * check) still get in.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSED);
      socket.destroySoon();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
