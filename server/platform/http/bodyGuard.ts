import type { FastifyInstance } from 'fastify';
import { JSON_MAX_DEPTH } from '../../../shared/constants';
import { msg, type Said } from '../../../shared/serverMessages';
import { badRequest } from './errors';

export interface BodyProblem {
  field: string;
  reason: Said;
}

const TOO_DEEP = msg('field.too_deep', { limit: JSON_MAX_DEPTH });
const HAS_NUL = 'field.has_nul';

/**
 * The first problem in a parsed body, in document order: a string (key or value) holding a NUL byte,
 * which PostgreSQL text refuses, or nesting past JSON_MAX_DEPTH, which no call takes. Walked with a
 * stack of its own, not by recursion: a body of a hundred thousand brackets must not overflow the
 * call stack (an unauthenticated 500 that stalls the server).
 */
export function inspectBody(body: unknown): BodyProblem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: '', depth: 0 }];
  const child = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { field: path || 'body', reason: HAS_NUL };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= JSON_MAX_DEPTH) return { field: path || 'body', reason: TOO_DEEP };
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key] of entries) {
      if (key.includes('\u0000')) return { field: child(path, key), reason: HAS_NUL };
    }
    // Pushed last to first, so they are looked at in the order they were written.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i];
      stack.push({ value: item, path: child(path, key), depth: depth + 1 });
    }
  }
  return undefined;
}

/** Refuses such bodies (and path parameters) with a 400 before validation reads them. */
export function registerBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = inspectBody(request.body) ?? inspectBody(request.params);
    if (problem) throw badRequest('request.invalid', { [problem.field]: problem.reason });
  });
}
