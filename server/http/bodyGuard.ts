import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** The path of the first string (key or value) holding a NUL byte, which PostgreSQL text refuses. */
export function findNulByte(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulByte(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return keyPath;
      const found = findNulByte(item, keyPath);
      if (found) return found;
    }
  }
  return undefined;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNulByte(request.body) ?? findNulByte(request.params);
    if (field) throw badRequest('The request is not valid.', { [field]: 'must not contain NUL characters' });
  });
}
