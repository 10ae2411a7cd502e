import { cleanProviderMessage } from '../http/providerMessage';
import type { WiseSettings } from './settings';
import { ProviderError, type ProviderErrorKind } from './provider';

export const TIMEOUT_MESSAGE = 'The money-transfer provider did not answer in time.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One call with a deadline; answers the parsed JSON of a 2xx answer, or throws a ProviderError. */
export async function send(
  settings: WiseSettings,
  method: 'GET' | 'POST',
  url: URL,
  body?: unknown,
): Promise<unknown> {
  const secrets = [settings.token];
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${settings.token}`,
        accept: 'application/json',
        'accept-minor-version': '1',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Not followed: a redirect would carry the token to wherever it points.
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (isTimeout(error)) throw new ProviderError('timeout', TIMEOUT_MESSAGE);
    throw new ProviderError(
      'unavailable',
      `The money-transfer provider could not be reached (${failureName(error)}).`,
    );
  }
  const json = parseJson(text);
  if (response.ok) {
    if (json === undefined) {
      throw new ProviderError(
        'failed',
        'The money-transfer provider gave an unreadable answer.',
        [],
        response.status,
      );
    }
    return json;
  }
  throw statusError(response.status, json, response.headers.get('retry-after'), secrets);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** AbortSignal.timeout rejects with a TimeoutError, during the call or while the body is read. */
const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));

/** A short name for a network failure: fetch's own messages are vague, the socket's code is not. */
function failureName(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (isRecord(cause) && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

interface WiseFieldError {
  path: string;
  message: string;
}

/** Both of Wise's error forms: `{"errors":[{code,message,path,arguments}]}` and `{"error","error_description"}`. */
function readErrors(body: unknown): { messages: string[]; fields: WiseFieldError[] } {
  const messages: string[] = [];
  const fields: WiseFieldError[] = [];
  if (!isRecord(body)) return { messages, fields };
  if (Array.isArray(body.errors)) {
    for (const entry of body.errors) {
      if (!isRecord(entry)) continue;
      const message = typeof entry.message === 'string' ? entry.message : undefined;
      const code = typeof entry.code === 'string' ? entry.code : undefined;
      if (message ?? code) messages.push((message ?? code) as string);
      if (typeof entry.path === 'string' && entry.path !== '') {
        fields.push({ path: entry.path, message: message ?? code ?? 'Not valid.' });
      }
    }
  }
  if (typeof body.error_description === 'string' && body.error_description !== '') {
    messages.push(body.error_description);
  } else if (typeof body.error === 'string' && body.error !== '') {
    messages.push(body.error);
  } else if (isRecord(body.error) && typeof body.error.message === 'string') {
    messages.push(body.error.message);
  }
  if (messages.length === 0 && typeof body.message === 'string') messages.push(body.message);
  return { messages, fields };
}

function statusError(
  status: number,
  body: unknown,
  retryAfter: string | null,
  secrets: string[],
): ProviderError {
  const { messages, fields } = readErrors(body);
  const clean = (message: string) => cleanProviderMessage(message, secrets);
  const own = [...new Set(messages.map(clean))].filter(Boolean).join('; ');
  const fail = (kind: ProviderErrorKind, fallback: string, withFields: WiseFieldError[] = []) =>
    new ProviderError(
      kind,
      own || fallback,
      withFields.map((field) => ({ path: field.path, message: clean(field.message) })),
      status,
    );
  if (status === 401 || status === 403) {
    return fail('unauthorized', `The money-transfer provider refused the token (HTTP ${status}).`);
  }
  if (status === 422) return fail('invalid', 'The money-transfer provider refused the details.', fields);
  if (status === 429) {
    const wait = retrySeconds(retryAfter);
    const base = own || 'The money-transfer provider is receiving too many requests.';
    const message = wait === undefined ? base : `${base} Retry after ${wait} s.`;
    return new ProviderError('rate_limited', message, [], status);
  }
  if (status >= 500) return fail('unavailable', `The money-transfer provider failed (HTTP ${status}).`);
  return fail('failed', `The money-transfer provider refused the request (HTTP ${status}).`);
}

/** Retry-After as seconds from now: a number of seconds, or an HTTP date. */
function retrySeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
