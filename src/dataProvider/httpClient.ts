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
    body: JSON.stringify(init.body ?? {}),
  });
}
