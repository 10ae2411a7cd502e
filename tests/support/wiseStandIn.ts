import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Details, RequirementGroup } from '../../shared/paymentSettings';
import { catalogueRequirements, type WiseForm } from '../../server/platform/wise/catalogue';
import { flattenDetails, nestDetails, type WiseSettings } from '../../server/platform/wise/client';
import { addTransferRoutes, type LocalWiseTransfers } from './wiseStandInTransfers';

/** One request as the stand-in received it. */
export interface ReceivedRequest {
  method: string;
  /** Without the query string, e.g. /v1/account-requirements */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | undefined>;
}

export interface LocalWise {
  /** Settings that point the Wise client at this stand-in. */
  settings: WiseSettings;
  /** Every request received, oldest first. */
  requests: ReceivedRequest[];
  /** The recipient accounts created, as answered. */
  accounts: unknown[];
  /**
   * The next request answers this instead, without being handled: any route, or only the next one to
   * `path` (e.g. '/v1/accounts', when the app asks for the forms again first; a path ending in '*'
   * names every path it starts).
   */
  failNext(status: number, body: unknown, headers?: Record<string, string>, path?: string): void;
  /**
   * The next request (to `path`, as for failNext) waits this long, then is handled: a caller that gave
   * up meanwhile never sees what was made.
   */
  delayNext(ms: number, path?: string): void;
  /** Quotes, transfers, their funding and the profile's balance (the payout protocol). */
  transfers: LocalWiseTransfers;
  close(): Promise<void>;
}

interface WiseError {
  code: string;
  message: string;
  path: string;
  arguments: string[];
}

const PROFILE_ID = 30_000_000;
const FIRST_ACCOUNT_ID = 100_000_001;
const HOLDER_NAME_MESSAGE = 'Please enter the recipients first and last name.';
/** The bank country of a recipient, when its details do not tell (an IBAN does). */
const COUNTRY_OF_CURRENCY: Record<string, string> = {
  AED: 'AE',
  ARS: 'AR',
  AUD: 'AU',
  BDT: 'BD',
  BGN: 'BG',
  BRL: 'BR',
  CAD: 'CA',
  CHF: 'CH',
  CLP: 'CL',
  CNY: 'CN',
  CZK: 'CZ',
  DKK: 'DK',
  EGP: 'EG',
  GBP: 'GB',
  GEL: 'GE',
  GHS: 'GH',
  HKD: 'HK',
  HRK: 'HR',
  HUF: 'HU',
  IDR: 'ID',
  ILS: 'IL',
  INR: 'IN',
  JPY: 'JP',
  KES: 'KE',
  KRW: 'KR',
  LKR: 'LK',
  MAD: 'MA',
  MXN: 'MX',
  MYR: 'MY',
  NGN: 'NG',
  NOK: 'NO',
  NPR: 'NP',
  NZD: 'NZ',
  PHP: 'PH',
  PKR: 'PK',
  PLN: 'PL',
  RON: 'RO',
  RUB: 'RU',
  SEK: 'SE',
  SGD: 'SG',
  THB: 'TH',
  TRY: 'TR',
  UAH: 'UA',
  USD: 'US',
  VND: 'VN',
  ZAR: 'ZA',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const notValid = (path: string, message: string, ...args: string[]): WiseError => ({
  code: 'NOT_VALID',
  message,
  path,
  arguments: [path, ...args],
});

/** Wise's holder-name rule: a person's first and last name, each of at least 2 characters. */
function holderNameError(name: unknown, legalType: string | undefined): WiseError | undefined {
  const words = typeof name === 'string' ? name.trim().split(/\s+/).filter(Boolean) : [];
  const ok =
    legalType === 'BUSINESS'
      ? words.join(' ').length >= 2
      : words.length >= 2 && words[0].length >= 2 && words[words.length - 1].length >= 2;
  return ok ? undefined : notValid('accountHolderName', HOLDER_NAME_MESSAGE, String(name ?? ''));
}

/** One input's value against its definition, as Wise checks a recipient it is asked to create. */
function inputError(input: RequirementGroup, value: string | undefined): WiseError | undefined {
  if (value === undefined || value.trim() === '') {
    return input.required ? notValid(input.key, `${input.name} is required.`) : undefined;
  }
  const invalid = () => notValid(input.key, `${input.name} is not valid.`, value);
  const allowed = (input.valuesAllowed ?? []).filter((option) => option.key !== '');
  if (allowed.length > 0 && !allowed.some((option) => option.key === value)) return invalid();
  if (input.minLength && value.length < input.minLength) return invalid();
  if (input.maxLength && value.length > input.maxLength) return invalid();
  if (input.validationRegexp && !new RegExp(input.validationRegexp).test(value)) return invalid();
  return undefined;
}

/** The errors of a recipient creation, or none: the catalogue form of its currency and type decides. */
function accountErrors(body: Record<string, unknown>, profileId: number): WiseError[] {
  if (Number(body.profile) !== profileId) {
    return [notValid('profile', 'The profile does not exist or is not yours.', String(body.profile ?? ''))];
  }
  const currency = typeof body.currency === 'string' ? body.currency : '';
  const type = typeof body.type === 'string' ? body.type : '';
  const details = flattenDetails(body.details);
  const form = catalogueRequirements(currency, { type, details }).find((entry) => entry.type === type);
  if (!form) return [notValid('type', `Recipient type ${type} is not supported for ${currency}.`, type)];
  const errors: WiseError[] = [];
  const holder = holderNameError(body.accountHolderName, details.legalType);
  if (holder) errors.push(holder);
  for (const input of inputsOf(form)) {
    if (input.key === 'accountHolderName') continue;
    const error = inputError(input, details[input.key]);
    if (error) errors.push(error);
  }
  return errors;
}

const inputsOf = (form: WiseForm): RequirementGroup[] => form.fields.flatMap((field) => field.group);

function bankCountry(currency: string, details: Details): string | null {
  const iban = details.IBAN ?? details.iban;
  if (iban && /^[A-Za-z]{2}/.test(iban)) return iban.slice(0, 2).toUpperCase();
  return COUNTRY_OF_CURRENCY[currency] ?? null;
}

function textHeaders(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Whether a staged fault's path names this request's path. */
const matches = (staged: string | undefined, path: string) =>
  staged === undefined || staged === path || (staged.endsWith('*') && path.startsWith(staged.slice(0, -1)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wise for the tests, on a port of its own as a third party would be: the account-requirements
 * forms (GET, and POST with a partial recipient), recipient creation and listing, from the offline
 * catalogue's data, and quotes, transfers and their funding (./wiseStandInTransfers), with Wise's
 * error forms. failNext and delayNext stage a fault for the next request.
 */
export async function startLocalWise(options: { token?: string } = {}): Promise<LocalWise> {
  const token = options.token ?? `wise-test-${randomBytes(12).toString('hex')}`;
  const requests: ReceivedRequest[] = [];
  const accounts: unknown[] = [];
  let nextFailure:
    { status: number; body: unknown; headers: Record<string, string>; path: string | undefined } | undefined;
  let nextDelay: { ms: number; path: string | undefined } | undefined;
  let nextId = FIRST_ACCOUNT_ID;

  const server = Fastify({ logger: false });
  server.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply
      .status(status)
      .send({ errors: [{ code: 'BAD_REQUEST', message: error.message, arguments: [] }] });
  });
  server.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ errors: [{ code: 'NOT_FOUND', message: 'No such endpoint.', arguments: [] }] }),
  );

  server.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    requests.push({
      method: request.method,
      path,
      query: { ...(request.query as Record<string, string>) },
      body: request.body,
      headers: textHeaders(request),
    });
    if (nextDelay && matches(nextDelay.path, path)) {
      const { ms } = nextDelay;
      nextDelay = undefined;
      await sleep(ms);
    }
    if (nextFailure && matches(nextFailure.path, path)) {
      const { status, body, headers } = nextFailure;
      nextFailure = undefined;
      return reply.status(status).headers(headers).send(body);
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return reply.status(401).send({ error: 'invalid_token', error_description: 'Invalid token' });
    }
  });

  const requirements = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    const missing = ['source', 'target', 'sourceAmount'].filter((name) => !query[name]);
    if (missing.length > 0) {
      return reply.status(400).send({
        errors: missing.map((name) => ({
          code: 'NOT_VALID',
          message: `${name} is required.`,
          path: name,
          arguments: [name],
        })),
      });
    }
    const target = query.target as string;
    if (request.method === 'GET') return catalogueRequirements(target);
    const body = isRecord(request.body) ? request.body : {};
    const type = typeof body.type === 'string' ? body.type : '';
    return catalogueRequirements(target, { type, details: flattenDetails(body.details) });
  };
  server.get('/v1/account-requirements', requirements);
  server.post('/v1/account-requirements', requirements);

  server.post('/v1/accounts', async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const errors = accountErrors(body, PROFILE_ID);
    if (errors.length > 0) return reply.status(422).send({ errors });
    const currency = String(body.currency);
    const details = flattenDetails(body.details);
    const account = {
      id: nextId++,
      profile: PROFILE_ID,
      accountHolderName: String(body.accountHolderName).trim(),
      currency,
      country: bankCountry(currency, details),
      type: String(body.type),
      details: nestDetails(details),
      ownedByCustomer: body.ownedByCustomer === true,
      active: true,
    };
    accounts.push(account);
    return account;
  });

  // Wise's v1 list of a profile's recipients, in one currency when asked.
  server.get('/v1/accounts', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (Number(query.profile) !== PROFILE_ID) {
      return reply.status(403).send({ error: 'forbidden', error_description: 'Not your profile.' });
    }
    return accounts.filter(
      (account) =>
        isRecord(account) &&
        account.active !== false &&
        (!query.currency || account.currency === query.currency),
    );
  });

  const transfers = addTransferRoutes(server, { profileId: PROFILE_ID, sourceCurrency: 'USD', accounts });

  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    settings: { apiUrl: address, token, profileId: PROFILE_ID, sourceCurrency: 'USD', timeoutMs: 2000 },
    requests,
    accounts,
    failNext(status, body, headers = {}, path) {
      nextFailure = { status, body, headers, path };
    },
    delayNext(ms, path) {
      nextDelay = { ms, path };
    },
    transfers,
    close: () => server.close(),
  };
}
