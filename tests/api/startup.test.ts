import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAND_IN_VARIABLE } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/seed';
import { ended, freePort, serverProcesses, spawnServer, waitForHealth } from '../../scripts/serverProcess';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-startup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** `npm start`'s server on an in-memory database, with files and mail in a scratch folder. */
const baseEnv = () => ({
  DATABASE_URL: '',
  DATA_DIR: 'memory://',
  FILES_DIR: path.join(scratch, 'files'),
  OUTBOX_DIR: path.join(scratch, 'outbox'),
  STATIC_DIR: path.join(scratch, 'no-app'),
});

async function started(env: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, { ...baseEnv(), APP_URL: baseUrl, ...env });
  await waitForHealth(baseUrl, child);
  return { child, baseUrl };
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const askConsent = (baseUrl: string, token: string) =>
  fetch(`${baseUrl}/api/channel/google/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ redirect_uri: `${baseUrl}/`, state: 'UCabcdefghijklmnopqrstuv' }),
  });

// Each test starts `npm start`'s server (TypeScript compiled on the fly, migrations, the demo seed):
// about 13 s alone, several times that on a busy machine.
describe('starting the server', { timeout: 90_000 }, () => {
  it('refuses to start in production with the development sign-in stand-in turned on, saying why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...baseEnv(), NODE_ENV: 'production', [STAND_IN_VARIABLE]: 'true', PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    await ended(child);
    expect(child.exitCode).toBe(1);
    expect(stderr).toContain(`${STAND_IN_VARIABLE} serves a fake Google sign-in`);
    expect(stderr).toContain('NODE_ENV=production');
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('says which ffmpeg and ffprobe it runs, and warns plainly when they are the npm fallback', async () => {
    const port = await freePort();
    // No PATH to find the system's build on: the npm packages' builds are the fallback.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        ...baseEnv(),
        PATH: scratch,
        FFMPEG_PATH: '',
        FFPROBE_PATH: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, child);
      // The line is logged right after listening: give it a moment to arrive.
      for (let i = 0; i < 40 && !stdout.includes('ffprobe version'); i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const said = stdout
        .split('\n')
        .filter((line) => line.includes('Media tools'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(said).toHaveLength(2);
      for (const [index, tool] of ['ffmpeg', 'ffprobe'].entries()) {
        // pino's 40 is warn.
        expect(said[index]!.level).toBe(40);
        expect(said[index]!.msg).toMatch(new RegExp(`^Media tools: ${tool} version N-.* is the fallback`));
        expect(said[index]!.msg).toContain('no security updates');
      }
    } finally {
      child.kill('SIGTERM');
      await ended(child);
    }
  });

  it('never serves the stand-in in production, and says plainly that channels cannot be connected', async () => {
    const { child, baseUrl } = await started({ NODE_ENV: 'production' });
    try {
      const token = await signIn(baseUrl, 'newcreator@example.com');
      const consent = await askConsent(baseUrl, token);
      expect(consent.status).toBe(503);
      expect(((await consent.json()) as { message: string }).message).toMatch(/not configured/);
      const standIn = await fetch(`${baseUrl}/dev/google/token`, { method: 'POST' });
      expect(standIn.status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await ended(child);
    }
  });

  it('serves the stand-in outside production on an in-memory database (DATA_DIR=memory://)', async () => {
    const { child, baseUrl } = await started({});
    try {
      // PGlite lives in one process, which serves alone (what the bench reports as its server).
      expect(await serverProcesses(child.pid!)).toEqual([child.pid]);
      const token = await signIn(baseUrl, 'newcreator@example.com');
      const consent = await askConsent(baseUrl, token);
      expect(consent.status).toBe(200);
      const { url } = ((await consent.json()) as { result: { url: string } }).result;
      expect(new URL(url).pathname).toBe('/dev/google/o/oauth2/v2/auth');
    } finally {
      child.kill('SIGTERM');
      await ended(child);
    }
  });
});
