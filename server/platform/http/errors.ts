import type { FastifyError, FastifyInstance } from 'fastify';
import {
  englishOf,
  messageOf,
  type AnySaid,
  type MessageId,
  type ServerMessage,
} from '../../../shared/messages';
import { msg, type MessageParams, type Said } from '../../../shared/serverMessages';
import { SINGLE_LINE_FORMAT } from './schemas';

/** Per field, its reason in English (`errors`, as the wire always had it). */
export type FieldErrors = Record<string, string>;
/** Per field, what a call site says of it: message ids only (shared/messages). */
export type FieldReasons = Record<string, AnySaid>;

/** The wire's `{ id, params }` of a message, params only when it has some. */
const wireOf = ({ id, params }: ServerMessage) => ({ id, ...(params && { params }) });

/** A message of a successful answer: its English (`message`) with its id and parameters. */
export function saying(said: AnySaid) {
  const { id, params } = messageOf(said);
  return { message: englishOf(said), message_id: id, ...(params && { message_params: params }) };
}

/**
 * A refusal or failure's answer: the English message and reasons (API clients, logs) with the
 * catalogue ids and parameters the browser translates (`message_id`, `message_params`, `field_messages`).
 */
export function errorBody(said: AnySaid, reasons?: FieldReasons, details?: Record<string, unknown>) {
  const { id, params } = messageOf(said);
  const fields = reasons && Object.entries(reasons);
  return {
    message: englishOf(said),
    message_id: id,
    ...(params && { message_params: params }),
    ...(fields && {
      errors: Object.fromEntries(fields.map(([field, reason]) => [field, englishOf(reason)])),
      field_messages: Object.fromEntries(fields.map(([field, reason]) => [field, wireOf(messageOf(reason))])),
    }),
    ...details,
  };
}

/** A failure the API reports as it is: status, a catalogue message and optional per-field reasons. */
export class HttpError extends Error {
  readonly messageId: MessageId;
  readonly messageParams?: MessageParams;
  constructor(
    readonly statusCode: number,
    readonly said: AnySaid,
    readonly reasons?: FieldReasons,
    /** More of the answer's body, beside the message (e.g. how long to wait). */
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(englishOf(said));
    ({ id: this.messageId, params: this.messageParams } = messageOf(said));
  }

  /** The per-field reasons in English. */
  get errors(): FieldErrors | undefined {
    return (
      this.reasons &&
      Object.fromEntries(Object.entries(this.reasons).map(([field, reason]) => [field, englishOf(reason)]))
    );
  }

  get body() {
    return errorBody(this.said, this.reasons, this.details);
  }
}

export const badRequest = (said: AnySaid, reasons?: FieldReasons) => new HttpError(400, said, reasons);
export const unauthorized = (said: Said = 'auth.required') => new HttpError(401, said);
export const forbidden = (said: Said = 'auth.forbidden') => new HttpError(403, said);
/** A 404: the catalogue says what is not there ('not_found.library_item'). */
export const notFound = (what: NotFoundId = 'not_found.record') => new HttpError(404, what);
export type NotFoundId = Extract<MessageId, `not_found.${string}`>;
export const conflict = (said: AnySaid, reasons?: FieldReasons) => new HttpError(409, said, reasons);
/** A rate limit reached: 429, with how long to wait in `Retry-After` (seconds) and `retry_after`. */
export function tooManyRequests(
  said: Said,
  retryAfterMs: number,
  details?: Record<string, unknown>,
): HttpError {
  const seconds = retryAfterSeconds(retryAfterMs);
  return new HttpError(
    429,
    said,
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

const TYPES = {
  string: 'field.type.string',
  number: 'field.type.number',
  integer: 'field.type.integer',
  boolean: 'field.type.boolean',
  object: 'field.type.object',
  array: 'field.type.array',
  null: 'field.type.null',
} as const;
const FORMATS = {
  [SINGLE_LINE_FORMAT]: 'field.single_line',
  email: 'field.format.email',
  uuid: 'field.format.uuid',
  date: 'field.format.date',
  'date-time': 'field.format.date_time',
  uri: 'field.format.uri',
} as const;
const LIMITS = {
  maxLength: 'field.max_length',
  minLength: 'field.min_length',
  maxItems: 'field.max_items',
  minItems: 'field.min_items',
  maxProperties: 'field.max_properties',
  minProperties: 'field.min_properties',
} as const;
const COMPARISONS = {
  minimum: 'field.minimum',
  maximum: 'field.maximum',
  exclusiveMinimum: 'field.exclusive_minimum',
  exclusiveMaximum: 'field.exclusive_maximum',
} as const;
const pick = <T extends object>(map: T, key: unknown): T[keyof T] | undefined =>
  typeof key === 'string' && Object.hasOwn(map, key) ? map[key as keyof T] : undefined;

/** A validation error's reason as a catalogue message (Ajv's keywords and their parameters). */
export function reasonOf(error: AjvError): Said {
  const { keyword, params } = error;
  const limit = params.limit as number;
  switch (keyword) {
    case 'additionalProperties':
      return 'field.not_allowed';
    case 'required':
      return 'field.required';
    case 'type':
      return pick(TYPES, params.type) ?? msg('field.type', { type: String(params.type) });
    case 'format':
      return pick(FORMATS, params.format) ?? msg('field.format', { format: String(params.format) });
    case 'pattern':
      // RequiredText's pattern: something other than spaces.
      return params.pattern === '\\S'
        ? 'field.blank'
        : msg('field.pattern', { pattern: String(params.pattern) });
    case 'multipleOf':
      return msg('field.multiple_of', { limit: params.multipleOf as number });
    case 'uniqueItems':
      return 'field.unique_items';
    case 'enum':
      return 'field.enum';
    case 'const':
      return 'field.const';
    case 'anyOf':
    case 'oneOf':
      return 'field.one_of';
  }
  const limited = pick(LIMITS, keyword) ?? pick(COMPARISONS, keyword);
  return limited ? msg(limited, { limit }) : 'field.invalid';
}

/** Each refused field's reason (the first per field: a union reports every branch). */
export function validationReasons(errors: readonly AjvError[], context?: string): FieldReasons {
  const result: FieldReasons = {};
  for (const error of errors) result[fieldOf(error, context)] ??= reasonOf(error);
  return result;
}

/** The same reasons in English. */
export function validationErrors(errors: readonly AjvError[], context?: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(validationReasons(errors, context)).map(([field, reason]) => [field, englishOf(reason)]),
  );
}

/** Postgres error codes that bad input can still reach; everything else is a server fault. */
const PG_BAD_INPUT: Record<string, Said> = {
  '22001': 'db.too_long',
  '22P02': 'db.wrong_format',
  '22007': 'db.bad_date',
  '22008': 'db.date_range',
  '22003': 'db.number_range',
  '22021': 'db.bad_character',
};

/** Fastify's own client errors (malformed JSON, body too large, wrong content type), by code. */
const FASTIFY_CLIENT_ERRORS: Record<string, Said> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.invalid',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.bad_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.bad_json',
};

/** One error handler: maps every failure onto the wire contract and hides internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { errors?: FieldErrors; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.body);
    }
    if (error.validation) {
      return reply
        .status(400)
        .send(
          errorBody(
            'request.invalid',
            validationReasons(error.validation as AjvError[], error.validationContext),
          ),
        );
    }
    const pgCode = databaseCode(error);
    if (pgCode && PG_BAD_INPUT[pgCode]) {
      return reply.status(400).send(errorBody(PG_BAD_INPUT[pgCode]));
    }
    if (pgCode === '23505') {
      return reply.status(409).send(errorBody('record.exists'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type).
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      // An unknown one keeps Fastify's English words; its id says only that it was refused.
      return reply
        .status(error.statusCode)
        .send(known ? errorBody(known) : { ...errorBody('request.failed'), message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    const unavailable = isConnectionFailure(error);
    return reply
      .status(unavailable ? 503 : 500)
      .send(errorBody(unavailable ? 'server.unavailable' : 'server.error'));
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
