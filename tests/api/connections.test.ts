import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { CONNECTIONS_CHECK_INTERVAL_MS } from '../../server/platform/http/connections';
import { createTestApp, type TestApp } from '../support/testApp';

const LIMITS = { requestTimeoutMs: 1500, headersTimeoutMs: 1000, maxConnectionsPerAddress: 5 };

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ connections: LIMITS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** A raw connection from `localAddress` (any 127.x address reaches the server on loopback). */
function connect(localAddress = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sent until it closed the connection, and when it closed it. */
function untilClosed(socket: net.Socket): Promise<{ received: string; at: number }> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ received, at: Date.now() }));
  });
}

describe('slow clients', () => {
  it('cuts off a body that trickles in, once the request time is up', async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    const started = Date.now();
    socket.write(
      'POST /api/user/login HTTP/1.1\r\nHost: drm.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    const { received, at } = await closed;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1.1 408/);
    expect(at - started).toBeLessThan(LIMITS.requestTimeoutMs + CONNECTIONS_CHECK_INTERVAL_MS + 1000);
  });

  it('cuts off headers that trickle in', async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    const started = Date.now();
    socket.write('GET /api/health HTTP/1.1\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 100);
    const { at } = await closed;
    clearInterval(trickle);
    expect(at - started).toBeLessThan(LIMITS.headersTimeoutMs + CONNECTIONS_CHECK_INTERVAL_MS + 1000);
  });

  it('caps the connections one address holds, while others (and the health check) still get in', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnectionsPerAddress }, () => connect()));
    const extra = await connect();
    const { received } = await untilClosed(extra);
    expect(received).toMatch(/^HTTP\/1.1 429/);
    const health = await fetchFrom('127.0.0.2', '/api/health');
    expect(health).toMatch(/^HTTP\/1.1 200/);
    held.forEach((socket) => socket.destroy());
  });

  it('runs with limits that cut a trickling request within 30 s by default', () => {
    const config = loadConfig({});
    expect(config.requestTimeoutMs + CONNECTIONS_CHECK_INTERVAL_MS).toBeLessThanOrEqual(30_000);
    expect(config.headersTimeoutMs).toBeLessThanOrEqual(config.requestTimeoutMs);
    expect(config.maxConnectionsPerAddress).toBeGreaterThan(0);
    // Behind a proxy every connection comes from it: the cap is the proxy's to keep.
    expect(loadConfig({ TRUST_PROXY: 'true' }).maxConnectionsPerAddress).toBe(0);
  });
});

/** A whole GET over a connection from another address. */
async function fetchFrom(localAddress: string, path: string): Promise<string> {
  const socket = await connect(localAddress);
  const closed = untilClosed(socket);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: drm.test\r\nConnection: close\r\n\r\n`);
  return (await closed).received;
}
