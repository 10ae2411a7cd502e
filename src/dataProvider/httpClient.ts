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

/** JSON calls to the API with the stored token; errors keep the server's message and field errors. */
export function apiFetch(path: string, init: { method: string; body?: unknown }) {
  return fetchUtils.fetchJson(`${API_URL}${path}`, {
    method: init.method,
    headers: apiHeaders(),
    // A GET carries no body; other calls send JSON, {} when they have nothing to say.
    body: init.method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
  });
}

/** Sends a file as the request body itself (the API takes one file per call, no multipart). */
export function apiUpload(path: string, file: File, contentType: string) {
  const headers = apiHeaders();
  headers.set('Content-Type', contentType);
  headers.set('X-File-Name', encodeURIComponent(file.name));
  return fetchUtils.fetchJson(`${API_URL}${path}`, { method: 'PUT', headers, body: file });
}
