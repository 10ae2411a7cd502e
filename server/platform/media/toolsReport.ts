import {
  BINARY_PACKAGES,
  BINARY_VARIABLES,
  resolveBinary,
  type BinarySource,
  type ResolvedBinary,
  type Tool,
} from './binaries';
import { run } from './run';

/** `-version` answers at once; a binary that does not is reported, not waited for. */
const VERSION_TIMEOUT_SECONDS = 10;
const TOOLS: readonly Tool[] = ['ffmpeg', 'ffprobe'];

export interface ToolReportLine {
  level: 'info' | 'warn';
  message: string;
}

/** Where the tool was found, in words. */
const whereFrom = (tool: Tool, source: BinarySource): string =>
  ({
    environment: `named by ${BINARY_VARIABLES[tool]}`,
    path: 'from the PATH',
    package: `the npm package ${BINARY_PACKAGES[tool]}`,
  })[source];

/** `ffmpeg version 5.1.9-0+deb12u1 Copyright (c) …` → `ffmpeg version 5.1.9-0+deb12u1`. */
const versionOf = (stdout: string) =>
  (stdout.split('\n')[0] ?? '').replace(/\s+Copyright\b.*$/, '').trim() || 'unknown version';

/** One line per tool: which binary, from where, and its version (the first line of `-version`). */
async function reportOf(tool: Tool, env: NodeJS.ProcessEnv): Promise<ToolReportLine> {
  let found: ResolvedBinary;
  try {
    found = resolveBinary(tool, env);
  } catch (error) {
    return {
      level: 'warn',
      message: `Media tools: ${error instanceof Error ? error.message : String(error)}; uploads are not processed`,
    };
  }
  const where = whereFrom(tool, found.source);
  let version: string;
  try {
    version = versionOf(
      (await run(found.file, ['-version'], { timeoutSeconds: VERSION_TIMEOUT_SECONDS })).stdout,
    );
  } catch (error) {
    return {
      level: 'warn',
      message: `Media tools: ${tool} at ${found.file} (${where}) does not run: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (found.source === 'package')
    return {
      level: 'warn',
      message: `Media tools: ${version} at ${found.file} is the fallback, ${where}'s static build, used because no ${tool} is installed: it gets no security updates yet decodes untrusted uploads. Install the system's (Debian: apt-get install ffmpeg) or set ${BINARY_VARIABLES[tool]}`,
    };
  return { level: 'info', message: `Media tools: ${version} at ${found.file} (${where})` };
}

/** What `npm start` says about the media tools it runs: which ffmpeg and ffprobe, and their versions. */
export const mediaToolsReport = (env: NodeJS.ProcessEnv = process.env): Promise<ToolReportLine[]> =>
  Promise.all(TOOLS.map((tool) => reportOf(tool, env)));
