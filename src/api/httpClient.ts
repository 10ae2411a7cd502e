import { fetchUtils } from 'react-admin';
import { serverText, translateApiError } from './serverMessages';
import { session } from './session';

export const API_URL = '/api';

/** JSON answers, with the stored token. */
function apiHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** What the API answers: the result, a message for people, and for some calls more fields. */
export type ApiAnswer<T = unknown> = { result: T; message?: string } & Record<string, unknown>;

/** An answer's message in the person's language, when it has a catalogue id. */
function spoken(json: unknown) {
  const answer = json as Record<string, unknown> | null;
  if (answer && typeof answer.message === 'string' && typeof answer.message_id === 'string')
    answer.message = serverText(answer.message_id, answer.message_params, answer.message);
  return answer;
}

/** A refusal, its message and field reasons in the person's language (serverMessages). */
const refused = (error: unknown): never => {
  throw translateApiError(error);
};

/**
 * A JSON call with the stored token; errors keep the server's message and field errors. Only the two
 * providers call it: the dataProvider's calls reach the authProvider's checkError through react-admin,
 * which signs the person out on a 401 (spec 000 §4).
 */
export async function apiRequest<T = unknown>(
  path: string,
  init: { method: string; body?: unknown },
): Promise<ApiAnswer<T>> {
  const { json } = await fetchUtils
    .fetchJson(`${API_URL}${path}`, {
      method: init.method,
      headers: apiHeaders(),
      // A GET carries no body; other calls send JSON, {} when they have nothing to say.
      body: init.method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
    })
    .catch(refused);
  return spoken(json) as ApiAnswer<T>;
}

/** Sends a file as the request body itself (the API takes one file per call, no multipart). */
export async function apiUpload<T = unknown>(
  path: string,
  file: File,
  contentType = file.type,
  method = 'PUT',
) {
  const headers = apiHeaders();
  headers.set('Content-Type', contentType);
  headers.set('X-File-Name', encodeURIComponent(file.name));
  const { json } = await fetchUtils
    .fetchJson(`${API_URL}${path}`, { method, headers, body: file })
    .catch(refused);
  return spoken(json) as ApiAnswer<T>;
}

/**
 * Saves what a short-lived signed link serves (an attachment: the page stays). The browser writes it
 * to the disk as it arrives, however large, where `apiDownload` holds the whole file in memory.
 */
export function followLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}

/**
 * Saves a big export (a CSV of every row) by link: the export's `/link` call, with the filters as its
 * body, answers a signed 10-minute address the browser then saves as it arrives (nothing in memory).
 */
export async function followExport(path: string, body: object): Promise<void> {
  followLink((await apiRequest<string>(`${path}/link`, { method: 'POST', body })).result);
}

/** Fetches a file the API serves only with the session's token, and saves it under `fileName`. */
export async function apiDownload(address: string, fileName: string, body?: object): Promise<void> {
  const headers = { Authorization: `Bearer ${session.token()}` };
  // A body makes it a POST (a filtered export), a bare address a GET.
  const response = await fetch(
    address,
    body
      ? {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }
      : { headers },
  );
  if (!response.ok) throw Object.assign(new Error(response.statusText), { status: response.status });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
