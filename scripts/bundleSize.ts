import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The initial JavaScript (sign-in page and dashboard) may weigh at most this, gzipped: the team's
 * budget under the guide's 300 KB ceiling (260 KB until the content library, whose pages share
 * react-admin hooks with the dashboard's chunk and so split them out as small shared chunks; 270 KB
 * until issue 34's seven pages, whose English texts, declarations and calls the shell loads: 273.5 KB;
 * 280 KB until issue 36's and 37's thirteen pages, whose declarations, menu entries, routes and
 * English texts the shell loads, their calls loading with them: 280.1 KB).
 */
export const INITIAL_JS_BUDGET_BYTES = 285 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  /** What the sign-in page and the dashboard load before anything else. */
  initial: { files: string[]; gzipBytes: number };
  /** Each lazily loaded view (resources and pages), with what it adds beyond the initial files. */
  lazy: Record<string, { gzipBytes: number }>;
}

/** Reads Vite's manifest and sizes the chunks as a browser receives them (gzip). */
export function bundleReport(distDir = 'dist'): BundleReport {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry');
  const dashboard = Object.keys(manifest).find((key) => key.endsWith('pages/Dashboard.tsx'));
  const initialKeys = new Set([...closure(entry), ...(dashboard ? closure(dashboard) : [])]);
  const initialFiles = [...initialKeys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));

  const lazy: BundleReport['lazy'] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || initialKeys.has(key)) continue;
    const extra = [...closure(key)].filter((k) => !initialKeys.has(k)).map((k) => manifest[k].file);
    lazy[chunk.src ?? key] = { gzipBytes: extra.reduce((sum, file) => sum + gzipSize(file), 0) };
  }
  return {
    initial: { files: initialFiles, gzipBytes: initialFiles.reduce((sum, file) => sum + gzipSize(file), 0) },
    lazy,
  };
}
