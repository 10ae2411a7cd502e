import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_TOOL_NICENESS } from '../../../shared/constants';
import { englishOf } from '../../../shared/messages';
import { msg, type Said } from '../../../shared/serverMessages';

/** Work with no stated limit still ends: nothing we run should take longer than this. */
export const DEFAULT_TIMEOUT_SECONDS = 600;
/** ffprobe's JSON for a file with many streams stays far below this; more means something is wrong. */
export const DEFAULT_MAX_STDOUT_BYTES = 8 * 1024 * 1024;
/** Only the end of stderr explains a failure; ffmpeg can print a line per frame. */
export const MAX_STDERR_BYTES = 64 * 1024;
/** How many stderr lines an error message quotes. */
const ERROR_LINES = 8;

export interface RunOptions {
  /** Killed (SIGKILL) after this many seconds. */
  timeoutSeconds?: number;
  /** Kills the process when aborted. */
  signal?: AbortSignal;
  /** Captured stdout above this size kills the process: truncated output would be wrong output. */
  maxStdoutBytes?: number;
  /** Receives stdout as it comes instead of capturing it (large outputs such as PCM). */
  onStdout?: (chunk: Buffer) => void;
  /**
   * 0 to 100 from ffmpeg's `-progress pipe:1` lines (pass those arguments), against `durationSeconds`.
   * Stdout is then parsed, not captured.
   */
  onProgress?: (percent: number) => void;
  /** The input's duration, which progress is measured against. */
  durationSeconds?: number;
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

/**
 * A path as ffmpeg/ffprobe should read it: absolute and behind `file:`, so that a name starting with
 * `-` is not an option and one like `concat:…` or `http:…` is not a protocol.
 */
export function fileArg(file: string): string {
  return `file:${path.resolve(file)}`;
}

/** Rejected when the process was stopped by its AbortSignal. */
export class AbortError extends Error {
  override name = 'AbortError';
}

/** Rejected when the process ran out of time: worth a retry, unlike a file the tool cannot read. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(
    message: string,
    /** The same in catalogue words, for the person who reads why their job failed. */
    readonly said?: Said,
  ) {
    super(message);
  }
}

/** Rejected when the process exited non-zero or was killed by someone else; `details` ends its stderr. */
export class ProcessError extends Error {
  override name = 'ProcessError';
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly details: string,
  ) {
    super(details ? `${message}: ${details}` : message);
  }
}

/** The last non-empty lines of stderr, which say why ffmpeg failed. */
function lastLines(text: string): string {
  const lines = text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.slice(-ERROR_LINES).join('\n');
}

/** Turns `-progress` key=value lines into percentages, ignoring `N/A` before the first frame. */
function progressParser(durationSeconds: number | undefined, report: (percent: number) => void) {
  let pending = '';
  let last = -1;
  const emit = (percent: number) => {
    const rounded = Math.max(0, Math.min(100, Math.floor(percent)));
    if (rounded > last) {
      last = rounded;
      report(rounded);
    }
  };
  return (chunk: Buffer) => {
    pending += chunk.toString('latin1');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=', 2);
      // out_time_ms is microseconds too (a historical misnomer); older builds print only it.
      if ((key === 'out_time_us' || key === 'out_time_ms') && durationSeconds && durationSeconds > 0) {
        const micros = Number(value);
        if (Number.isFinite(micros)) emit(micros / 1e4 / durationSeconds);
      } else if (key === 'progress' && value === 'end') {
        emit(100);
      }
    }
  };
}

/**
 * Lowers the process's priority to MEDIA_TOOL_NICENESS (never raises it above the server's own, which
 * needs privileges): what it decodes waits for the server's requests, not the other way round.
 */
function lowerPriority(pid: number): void {
  try {
    os.setPriority(pid, Math.max(os.getPriority(), MEDIA_TOOL_NICENESS));
  } catch {
    // It has exited already, or the system refuses: it runs at the server's priority.
  }
}

/**
 * Kills the process and everything it started: it leads a process group of its own (spawned
 * detached), so a child it forked cannot outlive it as a plain kill of the process would let it.
 */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    // The group is gone already; the process itself, if it lingers, still goes.
    child.kill('SIGKILL');
  }
}

/**
 * Runs a binary without a shell, so file names are never interpreted, at a lower priority and in a
 * process group of its own, which is killed whole on a time limit or an abort. Rejects when it exits
 * non-zero (with the end of stderr), runs out of time, is aborted, or cannot start.
 */
export function run(binary: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const tool = path.basename(binary);
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT_BYTES;
  const { signal } = options;

  return new Promise<RunResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new AbortError(`${tool} was aborted`, { cause: signal.reason }));
      return;
    }
    // detached: the leader of a new process group (and session), without a terminal to read from.
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, detached: true });
    if (child.pid !== undefined) lowerPriority(child.pid);
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let settled = false;

    const finish = (error: Error | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr });
    };
    /** Kills at once; the promise settles on 'exit' so a held pipe cannot delay it. */
    let stopReason: Error | undefined;
    let exited = false;
    const stop = (reason: Error) => {
      if (stopReason || settled) return;
      stopReason = reason;
      if (!exited) killGroup(child);
    };
    // A process that has already exited is past its time limit's reach: its own result stands, but
    // what it started and left holding its pipes open goes.
    const onAbort = () => {
      if (exited) killGroup(child);
      else stop(new AbortError(`${tool} was aborted`, { cause: signal?.reason }));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      if (exited) killGroup(child);
      else {
        const said = msg('media.tool_stopped', { tool, seconds: timeoutSeconds });
        stop(new TimeoutError(englishOf(said), said));
      }
    }, timeoutSeconds * 1000);

    const parseProgress = options.onProgress && progressParser(options.durationSeconds, options.onProgress);
    child.stdout.on('data', (chunk: Buffer) => {
      if (stopReason) return;
      try {
        options.onStdout?.(chunk);
        parseProgress?.(chunk);
      } catch (error) {
        stop(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (options.onStdout || parseProgress) return;
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) {
        stop(new Error(`${tool} printed more than ${maxStdout} bytes`));
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr += text;
      if (stderr.length > MAX_STDERR_BYTES) stderr = stderr.slice(-MAX_STDERR_BYTES);
    });

    child.on('error', (error) =>
      finish(new Error(`${tool} could not start: ${error.message}`, { cause: error })),
    );
    child.on('exit', () => {
      exited = true;
      if (!stopReason) return;
      child.stdout.destroy();
      child.stderr.destroy();
      finish(stopReason);
    });
    child.on('close', (code, killSignal) => {
      if (stopReason) return finish(stopReason);
      if (code === 0) return finish(undefined);
      const why = code === null ? `was killed by ${killSignal}` : `failed (exit code ${code})`;
      finish(new ProcessError(`${tool} ${why}`, code, lastLines(stderr)));
    });
  });
}
