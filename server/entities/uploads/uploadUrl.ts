/** Where resumable uploads are created (POST) and each one is reached, at `<path>/<id>`. */
export const UPLOADS_PATH = '/api/uploads';

/** tus's own upload ids (`Uid.rand`: 16 random bytes in hex), the only ones the server makes. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * The upload a request's URL names, or undefined: exactly `/api/uploads/<id>`, no query, no other
 * segment. tus on its own would take the last segment of the whole URL, query included (so
 * `/api/uploads/<mine>?x=/<theirs>` reached theirs after the check of mine); the route reads the id
 * here once and hands the same value to tus (see `getFileIdFromRequest` in routes.ts).
 */
export function uploadIdOf(url: string): string | undefined {
  if (url.includes('?') || url.includes('#')) return undefined;
  const prefix = `${UPLOADS_PATH}/`;
  if (!url.startsWith(prefix)) return undefined;
  const id = url.slice(prefix.length);
  return UPLOAD_ID.test(id) ? id : undefined;
}

/** A query on a tus request: none of them takes one, so it can only be a try at another upload. */
export const hasQuery = (url: string) => url.includes('?');
