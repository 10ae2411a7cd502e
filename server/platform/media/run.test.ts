import { readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { MEDIA_TOOL_NICENESS } from '../../../shared/constants';
import { AbortError, run, TimeoutError } from './run';

const TEST_TIMEOUT_MS = 30_000;
/** A shell that starts a long sleep, says its process id, and waits for it. */
const FORKS = ['-c', 'sleep 60 & echo $!; wait'];

/** The fields of /proc/<pid>/stat after the name: state, ppid, pgrp, session, …, nice (the 17th). */
function statOf(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Gone, or a zombie waiting for its parent (or init) to collect it: no longer running. */
const running = (pid: number) => {
  const state = statOf(pid)?.[0];
  return state !== undefined && state !== 'Z' && state !== 'X';
};

async function eventually(check: () => boolean): Promise<boolean> {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe.skipIf(process.platform !== 'linux')('running a media tool', { timeout: TEST_TIMEOUT_MS }, () => {
  it('kills what the tool started along with it when its time is up', async () => {
    let child = 0;
    const error = await run('/bin/sh', FORKS, {
      timeoutSeconds: 1,
      onStdout: (chunk) => (child = Number(chunk.toString().trim())),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(child).toBeGreaterThan(0);
    // A kill of the shell alone would leave its sleep running for a minute.
    expect(await eventually(() => !running(child))).toBe(true);
  });

  it('kills what the tool started along with it when aborted', async () => {
    let child = 0;
    const stop = new AbortController();
    const done = run('/bin/sh', FORKS, {
      signal: stop.signal,
      onStdout: (chunk) => {
        child = Number(chunk.toString().trim());
        stop.abort();
      },
    });
    await expect(done).rejects.toBeInstanceOf(AbortError);
    expect(child).toBeGreaterThan(0);
    expect(await eventually(() => !running(child))).toBe(true);
  });

  it('runs the tool in a process group of its own, at a lower priority', async () => {
    // The pause lets the priority be set before the shell reads its own figures.
    const { stdout } = await run('/bin/sh', ['-c', 'sleep 0.3; echo $$; cat /proc/$$/stat']);
    const [pid, stat] = stdout.split('\n');
    const fields = stat!.slice(stat!.lastIndexOf(')') + 2).split(' ');
    expect(fields[2]).toBe(pid); // process group: its own
    expect(fields[2]).not.toBe(String(process.pid));
    expect(Number(fields[16])).toBe(Math.max(os.getPriority(), MEDIA_TOOL_NICENESS));
  });
});
