import type { FastifyError, FastifyInstance } from 'fastify';
import { SINGLE_LINE_FORMAT } from './schemas';

export type FieldErrors = Record<string, string>;

/** A failure the API reports as it is: status, message and optional per-field reasons. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** More of the answer's body, beside the message (e.g. how long to wait). */
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found.`);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
/** A rate limit reached: 429, with how long to wait in `Retry-After` (seconds) and `retry_after`. */
export function tooManyRequests(
  message: string,
  retryAfterMs: number,
  details?: Record<string, unknown>,
): HttpError {
  const seconds = retryAfterSeconds(retryAfterMs);
  return new HttpError(
    429,
    message,
    undefined,
    { retry_after: seconds, ...details },
    { 'Retry-After': String(seconds) },
  );
}

export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** '/filter/status' -> 'filter.status'; a missing or unknown property names itself. */
function fieldOf(error: AjvError, context: string | undefined): string {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const child = (error.params.missingProperty ?? error.params.additionalProperty) as string | undefined;
  const field = [base, child].filter(Boolean).join('.');
  return field || (context ?? 'body');
}

function reasonOf(error: AjvError): string {
  if (error.keyword === 'additionalProperties') return 'is not allowed';
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'format' && error.params.format === SINGLE_LINE_FORMAT)
    return 'must be a single line';
  return error.message ?? 'is invalid';
}

export function validationErrors(errors: readonly AjvError[], context?: string): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error, context);
    // A union reports every branch; the first reason per field is the useful one.
    result[field] ??= reasonOf(error);
  }
  return result;
}

/** Postgres error codes that bad input can still reach; everything else is a server fault. */
const PG_BAD_INPUT: Record<string, string> = {
  '22001': 'A value is too long.',
  '22P02': 'A value has the wrong format.',
  '22007': 'A date is not valid.',
  '22008': 'A date is out of range.',
  '22003': 'A number is out of range.',
  '22021': 'Text contains an invalid character.',
};

/** One error handler: maps every failure onto the wire contract and hides internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { errors?: FieldErrors; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors && { errors: error.errors }), ...error.details });
    }
    if (error.validation) {
      return reply.status(400).send({
        message: 'The request is not valid.',
        errors: validationErrors(error.validation as AjvError[], error.validationContext),
      });
    }
    const pgCode = databaseCode(error);
    if (pgCode && PG_BAD_INPUT[pgCode]) {
      return reply.status(400).send({ message: PG_BAD_INPUT[pgCode] });
    }
    if (pgCode === '23505') {
      return reply.status(409).send({ message: 'This record already exists.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type).
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    const unavailable = isConnectionFailure(error);
    return reply
      .status(unavailable ? 503 : 500)
      .send({ message: unavailable ? 'The service is temporarily unavailable.' : 'Internal server error.' });
  });
}

/** The errors a failure wraps, outermost first: Drizzle wraps the driver's error as its `cause`. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let depth = 0; depth < 5 && error && typeof error === 'object'; depth++) {
    yield error as { code?: unknown; message?: unknown };
    error = (error as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE (or socket) code of the database failure behind an error, if any. */
function databaseCode(error: unknown): string | undefined {
  for (const cause of causes(error)) if (typeof cause.code === 'string') return cause.code;
  return undefined;
}

const CONNECTION_FAILURES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
];

/** The database is away (restarting, unreachable): the request may succeed later, so 503, not 500. */
function isConnectionFailure(error: unknown): boolean {
  return [...causes(error)].some(
    (cause) =>
      CONNECTION_FAILURES.includes(String(cause.code)) ||
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
        String(cause.message),
      ),
  );
}
