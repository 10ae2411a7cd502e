import {
  FORM_SOURCE_AMOUNT,
  HOLDER_NAME_MIN_WORDS,
  MASK_VISIBLE_CHARS,
  SUPPORTED_CURRENCIES,
} from './constants';
import { seesMoney, type UserType } from './roles';

/**
 * A rights holder's payment setting (spec 001 §2.1, §3 to §5): the rules the Payments card shows and
 * the server enforces, written once for both.
 */

export type Currency = (typeof SUPPORTED_CURRENCIES)[number];
export const isSupportedCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (SUPPORTED_CURRENCIES as readonly string[]).includes(value);

/** Payment types (spec 001 §2.1): bank account (recommended), email, other. */
export const PaymentType = { BANK: 1, EMAIL: 2, OTHER: 3 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const PAYMENT_TYPES: readonly PaymentType[] = Object.values(PaymentType);
/** Payment type defaults to 1 when none is given (spec 001 §4). */
export const DEFAULT_PAYMENT_TYPE: PaymentType = PaymentType.BANK;
/** The provider's form for payments to an email address: removed from the bank forms, used by type 2. */
export const EMAIL_FORM_TYPE = 'email';

// The provider's account requirements (Wise's format, ../shared/reference): one form per recipient type.
export type FieldType = 'text' | 'select' | 'radio' | 'date' | 'email' | 'number';
export const FIELD_TYPES: readonly FieldType[] = ['text', 'select', 'radio', 'date', 'email', 'number'];

export interface AllowedValue {
  key: string;
  name: string;
}

/** One input of a form; `key` is a dot path into the recipient's details ('address.country'). */
export interface RequirementGroup {
  key: string;
  name: string;
  type: FieldType;
  refreshRequirementsOnChange?: boolean;
  required: boolean;
  displayFormat?: string | null;
  example?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
  validationRegexp?: string | null;
  valuesAllowed?: AllowedValue[] | null;
}

export interface RequirementField {
  name: string;
  group: RequirementGroup[];
}

export interface AccountRequirement {
  type: string;
  title?: string;
  usageInfo?: string | null;
  fields: RequirementField[];
}

/** Forms of type 'email' are removed from the bank forms (spec 001 §3). */
export const withoutEmailForms = (forms: readonly AccountRequirement[]): AccountRequirement[] =>
  forms.filter((form) => form.type !== EMAIL_FORM_TYPE);

export const inputsOf = (form: AccountRequirement): RequirementGroup[] =>
  form.fields.flatMap((field) => field.group);

/** A recipient's details, by input key; nested keys stay flat ('address.country'). */
export type Details = Record<string, string>;

/**
 * The currency-form request (spec 001 §3): `type` and `details` ask again with what was typed so far,
 * when an input marked refreshRequirementsOnChange changed (the provider's refresh protocol).
 */
export interface FormRequest {
  target: string;
  sourceAmount: typeof FORM_SOURCE_AMOUNT;
  type?: string;
  details?: Details;
}

/** The payment setting submission's data (spec 001 §3), by payment type; type 3 sends `{}`. */
export interface BankData {
  currency: string;
  type: string;
  ownedByCustomer: true;
  accountHolderName: string;
  details: Details;
}
export interface EmailData {
  currency: string;
  type: typeof EMAIL_FORM_TYPE;
  accountHolderName: string;
  details: { email: string };
}
export type PaymentData = BankData | EmailData | Record<string, never>;

export interface PaymentSubmission {
  rights_holder: string;
  currency: string;
  payment_type: PaymentType;
  data: PaymentData;
}

/**
 * The current setting, as `PATCH /rights/holders/payment/{rights_holder}` answers it. Account
 * numbers come masked (their keys listed in `masked`); to callers who may not see bank details,
 * `details_hidden` is true and data holds only the currency and the form's type.
 */
export interface PaymentSetting {
  rights_holder: string;
  payment_type: PaymentType;
  currency: string | null;
  data: { currency?: string; type?: string; accountHolderName?: string; details?: Details };
  form_title: string | null;
  masked: string[];
  details_hidden: boolean;
  recipient_id: string | null;
  updated_at: string;
}

/** An earlier setting of a rights holder (its `updated_at` is when it was set), masked as the current one. */
export interface PaymentSettingHistoryEntry extends PaymentSetting {
  id: string;
  /** When the next setting replaced it. */
  replaced_at: string;
  /** The names of who set it and who replaced it (null for an account since removed). */
  set_by: string | null;
  replaced_by: string | null;
}

/** Why a value is refused; the browser shows each as an i18n key, the server as the spec's text. */
export const PaymentProblem = {
  REQUIRED: 'required',
  INVALID_FORMAT: 'invalid_format',
  CURRENCY_REQUIRED: 'currency_required',
  CURRENCY_NOT_FOUND: 'currency_not_found',
  HOLDER_NAME: 'holder_name',
  INVALID_EMAIL: 'invalid_email',
  NOT_ALLOWED: 'not_allowed',
} as const;
export type PaymentProblem = (typeof PaymentProblem)[keyof typeof PaymentProblem];

/** The spec's messages (001 §5, §8), exactly as written; `not_allowed` is ours. */
export const PAYMENT_MESSAGES: Record<PaymentProblem, string> = {
  required: 'This field is required!',
  invalid_format: 'Invalid format',
  currency_required: 'Currency is required field',
  currency_not_found: 'Currency not found',
  holder_name: 'Please enter the recipients first and last name.',
  invalid_email: 'Please enter a valid email!',
  not_allowed: 'Choose one of the listed values.',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function currencyProblem(value: unknown): PaymentProblem | undefined {
  if (value === undefined || value === null || value === '') return PaymentProblem.CURRENCY_REQUIRED;
  return isSupportedCurrency(value) ? undefined : PaymentProblem.CURRENCY_NOT_FOUND;
}

/** At least two space-separated words (spec 001 §5). */
export function holderNameProblem(value: string | undefined): PaymentProblem | undefined {
  const words = (value ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length >= HOLDER_NAME_MIN_WORDS ? undefined : PaymentProblem.HOLDER_NAME;
}

export function emailProblem(value: string | undefined): PaymentProblem | undefined {
  return EMAIL.test((value ?? '').trim()) ? undefined : PaymentProblem.INVALID_EMAIL;
}

/** The provider's pattern, or none when it is not one JavaScript can read. */
function patternOf(input: RequirementGroup): RegExp | undefined {
  if (!input.validationRegexp) return undefined;
  try {
    return new RegExp(input.validationRegexp);
  } catch {
    return undefined;
  }
}

/** A dynamic input's value against its definition (spec 001 §5). */
export function inputProblem(input: RequirementGroup, value: string | undefined): PaymentProblem | undefined {
  const text = (value ?? '').trim();
  if (text === '') return input.required ? PaymentProblem.REQUIRED : undefined;
  if (input.type === 'email') return emailProblem(text);
  if (input.type === 'select' || input.type === 'radio') {
    const allowed = (input.valuesAllowed ?? []).filter((option) => option.key !== '');
    if (allowed.length > 0 && !allowed.some((option) => option.key === text))
      return PaymentProblem.NOT_ALLOWED;
  }
  if (input.type === 'number' && !Number.isFinite(Number(text))) return PaymentProblem.INVALID_FORMAT;
  if (input.type === 'date' && !ISO_DATE.test(text)) return PaymentProblem.INVALID_FORMAT;
  if (input.minLength && text.length < input.minLength) return PaymentProblem.INVALID_FORMAT;
  if (input.maxLength && text.length > input.maxLength) return PaymentProblem.INVALID_FORMAT;
  const pattern = patternOf(input);
  if (pattern && !pattern.test(text)) return PaymentProblem.INVALID_FORMAT;
  return undefined;
}

/** Every refused input of a form, by key; `skip` names inputs left as loaded (masked). */
export function detailsProblems(
  form: AccountRequirement,
  details: Details,
  skip: readonly string[] = [],
): Record<string, PaymentProblem> {
  const problems: Record<string, PaymentProblem> = {};
  for (const input of inputsOf(form)) {
    if (skip.includes(input.key)) continue;
    const problem = inputProblem(input, details[input.key]);
    if (problem) problems[input.key] = problem;
  }
  return problems;
}

/** 'Invalid format' is followed by 'e.g, {example}' when the input has an example (spec 001 §5). */
export const exampleHint = (example: string) => `e.g, ${example}`;

/**
 * The provider's displayFormat ('**-**-**'): each '*' takes the next typed character and the other
 * characters are shown between them. The value kept and sent is the typed characters alone.
 */
export function formatForDisplay(format: string | null | undefined, raw: string): string {
  if (!format) return raw;
  let shown = '';
  let next = 0;
  for (const slot of format) {
    if (next >= raw.length) break;
    shown += slot === '*' ? raw[next++] : slot;
  }
  return shown + raw.slice(next);
}

export function rawFromDisplay(format: string | null | undefined, shown: string): string {
  if (!format) return shown;
  const literals = new Set([...format].filter((slot) => slot !== '*'));
  return [...shown].filter((character) => !literals.has(character)).join('');
}

/** Account numbers are answered masked but for their last four characters. */
export function maskAccountValue(value: string): string {
  const hidden = Math.max(0, value.length - MASK_VISIBLE_CHARS);
  return value.length <= MASK_VISIBLE_CHARS
    ? '*'.repeat(value.length)
    : '*'.repeat(hidden) + value.slice(hidden);
}

/** Which details are account numbers: free text that is neither an address line nor an email. */
export const isAccountNumberInput = (input: Pick<RequirementGroup, 'key' | 'type'>): boolean =>
  (input.type === 'text' || input.type === 'number') &&
  !input.key.startsWith('address.') &&
  !/(^|\.)email$/i.test(input.key);

/*
 * Who reads and changes a rights holder's payment setting: the actions of its page's declaration
 * (shared/resources/pages, 'payment-setting').
 */
/** Bank details go only to those who are shown money (shared/roles `seesMoney`). */
export const seesBankDetails = (type: UserType | undefined): boolean => seesMoney(type);
