import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layers' rules over the import graph (issue 33): no import circle in server/, shared/ or src/
 * (type-only imports count: a circle of types still ties the modules' order and meaning together),
 * and the platform (the kit and the services every entity uses) imports no entity and nothing of the
 * app that wires them: it learns of entities only through hooks they register.
 */
const ROOT = resolve(import.meta.dirname, '..');
const SCANNED = ['server', 'shared', 'src'];
/** The platform: every other folder under server/entities/ holds an entity, the files at server/'s top the app. */
const PLATFORM = 'server/platform';
/**
 * The identity every platform part keys on (who signs in, who asked for a job): the platform may read
 * the users table, and nothing else of an entity.
 */
const IDENTITY = 'server/entities/users/table.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file a relative specifier names, or undefined (a package, or not a source file). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const ending of CANDIDATES) {
    const path = base + ending;
    try {
      if (statSync(path).isFile()) return path;
    } catch {
      // not this candidate
    }
  }
  return undefined;
}

/** Each scanned file's relative imports: static, type-only, re-exports and dynamic import(). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((path): path is string => path !== undefined && /\.tsx?$/.test(path));
    graph.set(relative(ROOT, file), [...new Set(targets.map((path) => relative(ROOT, path)))]);
  }
  return graph;
}

/** The graph's circles: Tarjan's strongly connected components of more than one file (or a self-import). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** One circle through a component, written `a → b → … → a`, so a failure says which imports to cut. */
function circleThrough(component: string[], graph: Map<string, string[]>): string {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const path = [start];
  const seen = new Set([start]);
  const walk = (node: string): boolean => {
    for (const target of graph.get(node) ?? []) {
      if (target === start) return true;
      if (!members.has(target) || seen.has(target)) continue;
      seen.add(target);
      path.push(target);
      if (walk(target)) return true;
      path.pop();
    }
    return false;
  };
  walk(start);
  return [...path, start].join(' → ');
}

const isPlatform = (file: string) => file.startsWith(`${PLATFORM}/`);

describe('the import graph', () => {
  const graph = importGraph();

  it('reads the repository (a guard against a scan that finds nothing)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(statSync(join(ROOT, PLATFORM)).isDirectory()).toBe(true);
  });

  it('has no import circle', () => {
    const found = circles(graph).map((component) => circleThrough(component, graph));
    expect(found, `import circles:\n${found.join('\n')}`).toEqual([]);
  });

  it('keeps the platform free of entities and of the app that wires them', () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      isPlatform(file)
        ? targets
            .filter((target) => target.startsWith('server/') && !isPlatform(target) && target !== IDENTITY)
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(crossings, `platform imports outside the platform:\n${crossings.join('\n')}`).toEqual([]);
  });
});
