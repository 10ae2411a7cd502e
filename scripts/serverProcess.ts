import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const HEALTH_POLL_MS = 250;
const HEALTH_ATTEMPTS = 240;

/** A free loopback port, for a server or a browser's debugging port. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server (server/main.ts) in a process of its own, as `npm start` runs it, on loopback.
 * Spawned with node itself, not npx, which does not pass SIGTERM on and would leave it running.
 */
export function spawnServer(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once the process has ended, including when it already has (by exit code or by signal). */
export const ended = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/** Waits for /api/health to answer 200; fails when the server process ends first. */
export async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < HEALTH_ATTEMPTS; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server ended (${child.exitCode ?? child.signalCode})`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error('the server did not become healthy');
}

/** The server and its worker processes (node:cluster on PostgreSQL), from /proc. */
export async function processTree(pid: number): Promise<number[]> {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    const tasks = await fs.promises.readdir(`/proc/${pids[i]}/task`).catch(() => []);
    for (const task of tasks) {
      const children = await fs.promises
        .readFile(`/proc/${pids[i]}/task/${task}/children`, 'utf8')
        .catch(() => '');
      pids.push(...children.split(' ').filter(Boolean).map(Number));
    }
  }
  return pids;
}

/** The server's own processes: those of its tree running its program (node), not the tools it runs (ffmpeg). */
export async function serverProcesses(pid: number): Promise<number[]> {
  const program = (each: number) => fs.promises.readlink(`/proc/${each}/exe`).catch(() => '');
  const own = await program(pid);
  const tree = await processTree(pid);
  const programs = await Promise.all(tree.map(program));
  return tree.filter((_, index) => programs[index] === own);
}
