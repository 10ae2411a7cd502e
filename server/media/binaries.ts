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
function findOnPath(tool: Tool): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
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

/** The path of ffmpeg or ffprobe: environment variable, else PATH, else the npm package. Resolved once. */
export function binaryPath(tool: Tool): string {
  let file = resolved.get(tool);
  if (!file) {
    file = process.env[ENV_VARS[tool]] || findOnPath(tool) || fromPackage(tool);
    resolved.set(tool, file);
  }
  return file;
}

export const ffmpegPath = (): string => binaryPath('ffmpeg');
export const ffprobePath = (): string => binaryPath('ffprobe');
