import { FORM_SOURCE_AMOUNT } from '../../../shared/constants';
import type { AccountRequirement, Details } from '../../../shared/paymentSettings';
import {
  normaliseRequirements,
  ProviderError,
  type PaymentProvider,
  type RecipientAccount,
} from './provider';
import { send } from './http';
import type { WiseSettings } from './settings';

export { TIMEOUT_MESSAGE } from './http';

export type { WiseSettings } from './settings';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Flat dot-path details ('address.country') as the nested object Wise takes ({ address: { country } }). */
export function nestDetails(details: Details): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(details)) {
    const keys = path.split('.');
    // A path through '__proto__' or 'constructor' would write onto Object's prototype.
    if (keys.some((key) => FORBIDDEN_KEYS.has(key))) continue;
    let node = nested;
    for (const key of keys.slice(0, -1)) {
      if (!Object.hasOwn(node, key) || !isRecord(node[key])) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys[keys.length - 1]] = value;
  }
  return nested;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The reverse of nestDetails: Wise's nested details as flat dot paths; values that are not text are left out. */
export function flattenDetails(details: unknown, prefix = ''): Details {
  const flat: Details = {};
  if (!isRecord(details)) return flat;
  for (const [key, value] of Object.entries(details)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) Object.assign(flat, flattenDetails(value, path));
    else if (typeof value === 'string') flat[path] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') flat[path] = String(value);
  }
  return flat;
}

/** Wise through its public API: the dynamic bank-details forms, recipient lookup and creation. */
export function wiseProvider(settings: WiseSettings): PaymentProvider {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const requirementsUrl = (target: string) => {
    const url = new URL(`${base}/v1/account-requirements`);
    url.searchParams.set('source', settings.sourceCurrency);
    url.searchParams.set('target', target);
    url.searchParams.set('sourceAmount', FORM_SOURCE_AMOUNT);
    return url;
  };

  return {
    name: `Wise at ${base}`,

    async accountRequirements(target, refresh): Promise<AccountRequirement[]> {
      const answer = refresh
        ? await send(settings, 'POST', requirementsUrl(target), {
            type: refresh.type,
            details: nestDetails(refresh.details),
          })
        : await send(settings, 'GET', requirementsUrl(target));
      return normaliseRequirements(answer);
    },

    async createRecipient(account: RecipientAccount): Promise<{ id: string }> {
      const answer = await send(settings, 'POST', new URL(`${base}/v1/accounts`), {
        currency: account.currency,
        type: account.type,
        profile: settings.profileId,
        ownedByCustomer: true,
        accountHolderName: account.accountHolderName,
        details: nestDetails(account.details),
      });
      const id = isRecord(answer) ? answer.id : undefined;
      if ((typeof id !== 'number' && typeof id !== 'string') || id === '') {
        throw new ProviderError(
          'failed',
          'The money-transfer provider did not say which recipient it created.',
        );
      }
      return { id: String(id) };
    },

    async findRecipient(account: RecipientAccount): Promise<{ id: string } | undefined> {
      const url = new URL(`${base}/v1/accounts`);
      url.searchParams.set('profile', String(settings.profileId));
      url.searchParams.set('currency', account.currency);
      const answer = await send(settings, 'GET', url);
      // v1 answers an array; v2's paged form keeps the accounts under `content`.
      const list = Array.isArray(answer) ? answer : isRecord(answer) ? answer.content : undefined;
      if (!Array.isArray(list)) {
        throw new ProviderError('failed', 'The money-transfer provider gave an answer of unexpected shape.');
      }
      const found = list.find((entry) => isSameRecipient(entry, account));
      return found ? { id: String((found as Record<string, unknown>).id) } : undefined;
    },
  };
}

/** Compared without case, spaces or separators: Wise may answer '04-00-75' for '040075'. */
const plain = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
        .replace(/[\s\-_.]/g, '')
        .toUpperCase()
    : '';

/**
 * Whether an account Wise lists is the recipient the app would create: active, of the same currency,
 * type and holder, and with every detail the app sends (Wise adds others of its own, such as the BIC).
 */
export function isSameRecipient(entry: unknown, account: RecipientAccount): boolean {
  if (!isRecord(entry) || entry.active === false) return false;
  if (typeof entry.id !== 'number' && typeof entry.id !== 'string') return false;
  if (plain(entry.currency) !== plain(account.currency) || plain(entry.type) !== plain(account.type)) {
    return false;
  }
  if (plain(entry.accountHolderName) !== plain(account.accountHolderName)) return false;
  // Wise answers some keys in two spellings (IBAN and iban), one of them null.
  const theirs = new Map<string, string>();
  for (const [key, value] of Object.entries(flattenDetails(entry.details))) {
    if (value !== '') theirs.set(key.toLowerCase(), plain(value));
  }
  return Object.entries(account.details)
    .filter(([, value]) => value.trim() !== '')
    .every(([key, value]) => theirs.get(key.toLowerCase()) === plain(value));
}
