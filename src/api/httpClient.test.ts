import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
/** The only places that may talk to the API: the low-level client and the two providers. */
const CALLERS = ['api/', 'dataProvider/', 'authProvider/'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('calls to the API', () => {
  it('are made by the two providers only, so every 401 reaches checkError (spec 000 §4)', () => {
    const strays = sourceFiles(SRC)
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .filter((path) => !CALLERS.some((folder) => path.startsWith(folder)))
      .filter((path) => {
        const text = readFileSync(join(SRC, path), 'utf8');
        return /api\/httpClient'|\bfetch\(|XMLHttpRequest|fetchUtils/.test(text);
      });
    expect(strays).toEqual([]);
  });
});
