import { fetchUtils } from 'react-admin';
import { session } from '../authProvider/session';

export const API_URL = '/api';

/** JSON answers, with the stored token. */
function apiHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

type UnauthorizedHandler = (error: unknown) => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * How a 401 answer to a signed-in call signs the person out (spec 000 §4: every call). The
 * dataProvider's calls reach the authProvider's checkError through react-admin; the pages' own calls
 * (payments, packages, badges, profile, documents, channel connection) reach it through this handler,
 * which the signed-in layout sets to react-admin's logoutIfAccessDenied. Answers the unregistering.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/** Hands a signed-in call's error to the sign-out handler; it acts on a 401 only. */
export function reportUnauthorized(error: unknown): void {
  if ((error as { status?: number }).status === 401) unauthorizedHandler?.(error);
}

async function signingOutOn401<T>(headers: Headers, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (headers.has('Authorization')) reportUnauthorized(error);
    throw error;
  }
}

/** A JSON call as the dataProvider makes it; react-admin sends its errors to checkError. */
export function apiRequest(path: string, init: { method: string; body?: unknown }) {
  return fetchUtils.fetchJson(`${API_URL}${path}`, {
    method: init.method,
    headers: apiHeaders(),
    // A GET carries no body; other calls send JSON, {} when they have nothing to say.
    body: init.method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
  });
}

/** JSON calls to the API with the stored token; errors keep the server's message and field errors. */
export function apiFetch(path: string, init: { method: string; body?: unknown }) {
  const headers = apiHeaders();
  return signingOutOn401(headers, () =>
    fetchUtils.fetchJson(`${API_URL}${path}`, {
      method: init.method,
      headers,
      body: init.method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
    }),
  );
}

/** Sends a file as the request body itself (the API takes one file per call, no multipart). */
export function apiUpload(path: string, file: File, contentType: string) {
  const headers = apiHeaders();
  headers.set('Content-Type', contentType);
  headers.set('X-File-Name', encodeURIComponent(file.name));
  return signingOutOn401(headers, () =>
    fetchUtils.fetchJson(`${API_URL}${path}`, { method: 'PUT', headers, body: file }),
  );
}
