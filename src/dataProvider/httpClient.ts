import { fetchUtils } from 'react-admin';
import { session } from '../authProvider/session';

export const API_URL = '/api';

/** JSON calls to the API with the stored token; errors keep the server's message and field errors. */
export function apiFetch(path: string, init: { method: string; body?: unknown }) {
  const headers = new Headers({ Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(`${API_URL}${path}`, {
    method: init.method,
    headers,
    // A GET carries no body; other calls send JSON, {} when they have nothing to say.
    body: init.method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
  });
}
