import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Tool = 'ffmpeg' | 'ffprobe';

/** Where each tool can be named explicitly, for hosts that install their own build. */
const ENV_VARS: Record<Tool, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };
/** The npm packages that ship a static build, used when the host has none. */
const PACKAGES: Record<Tool, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};

const require = createRequire(import.meta.url);
const resolved = new Map<Tool, string>();

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The tool on PATH: a host's (distribution) build is preferred because it gets security updates. */
function findOnPath(tool: Tool, searchPath = ''): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, tool);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** The npm package's binary; the packages throw at load time when their platform build is missing. */
function fromPackage(tool: Tool): string {
  let file: string;
  try {
    file = (require(PACKAGES[tool]) as { path: string }).path;
  } catch (error) {
    throw new Error(
      `No ${tool} found: set ${ENV_VARS[tool]}, install ${tool} on the PATH, or install ${PACKAGES[tool]} (${String(error)})`,
    );
  }
  // Their postinstall only does `chmod u+x`: another user than the installer cannot run it.
  if (!isExecutable(file)) {
    throw new Error(
      `${tool} at ${file} is not executable by this user: run chmod +x on it or set ${ENV_VARS[tool]}`,
    );
  }
  return file;
}

/** Where a tool was found: named by its environment variable, on the PATH, or the npm package's build. */
export type BinarySource = 'environment' | 'path' | 'package';

export interface ResolvedBinary {
  file: string;
  source: BinarySource;
}

/**
 * Where ffmpeg or ffprobe is: its environment variable, else the PATH (a distribution's maintained
 * build: Debian's ffmpeg gets security updates), else the npm package's static build, the fallback.
 */
export function resolveBinary(tool: Tool, env: NodeJS.ProcessEnv = process.env): ResolvedBinary {
  const named = env[ENV_VARS[tool]];
  if (named) return { file: named, source: 'environment' };
  const onPath = findOnPath(tool, env.PATH);
  if (onPath) return { file: onPath, source: 'path' };
  return { file: fromPackage(tool), source: 'package' };
}

/** The path of ffmpeg or ffprobe (see resolveBinary). Resolved once. */
export function binaryPath(tool: Tool): string {
  let file = resolved.get(tool);
  if (!file) {
    file = resolveBinary(tool).file;
    resolved.set(tool, file);
  }
  return file;
}

export const ffmpegPath = (): string => binaryPath('ffmpeg');
export const ffprobePath = (): string => binaryPath('ffprobe');

export { ENV_VARS as BINARY_VARIABLES, PACKAGES as BINARY_PACKAGES };
