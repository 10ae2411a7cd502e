import path from 'node:path';
import type { FastifyRequest } from 'fastify';

const FILE_NAME_MAX_LENGTH = 255;

/**
 * The name a raw-body upload gives in its X-File-Name header (URL-encoded, so any name survives a
 * header): its last path segment, or '' when the header is absent or not valid URL encoding.
 */
export function uploadedFileName(request: FastifyRequest): string {
  const header = request.headers['x-file-name'];
  if (typeof header !== 'string') return '';
  try {
    return path.basename(decodeURIComponent(header)).slice(0, FILE_NAME_MAX_LENGTH);
  } catch {
    return '';
  }
}
