import {
  FIELD_TYPES,
  type AccountRequirement,
  type AllowedValue,
  type Details,
  type FieldType,
  type RequirementField,
  type RequirementGroup,
} from '../../../shared/paymentSettings';

/** A recipient account to create at the provider; details are flat keys ('address.country'). */
export interface RecipientAccount {
  currency: string;
  type: string;
  accountHolderName: string;
  ownedByCustomer: true;
  details: Details;
}

/** The money-transfer provider as the rest of the server sees it: Wise, or the offline catalogue. */
export interface PaymentProvider {
  /** For the log and README: 'Wise at https://api.wise.com' or 'the offline catalogue'. */
  readonly name: string;
  /**
   * The account-requirement forms for a target currency; `refresh` re-asks with a partial recipient
   * (the refresh protocol). An unsupported route answers [].
   */
  accountRequirements(
    target: string,
    refresh?: { type: string; details: Details },
  ): Promise<AccountRequirement[]>;
  /** Creates the recipient account and answers its id (as a string); absent for the offline catalogue, which creates nothing. */
  createRecipient?(account: RecipientAccount): Promise<{ id: string }>;
  /** An active recipient of the profile with these very details, if one exists (made by an earlier try). */
  findRecipient?(account: RecipientAccount): Promise<{ id: string } | undefined>;
}

/** What went wrong, as the caller acts on it. */
export type ProviderErrorKind =
  /** The provider refused the recipient's details (422); `fields` says which. */
  | 'invalid'
  /** The token is wrong, expired or lacks the permission (401, 403): a configuration fault. */
  | 'unauthorized'
  /** Too many calls (429): try again later. */
  | 'rate_limited'
  /** No answer within the configured time. */
  | 'timeout'
  /** The provider could not be reached or failed on its side (5xx): try again later. */
  | 'unavailable'
  /** Any other refusal, or an answer of unexpected shape. */
  | 'failed';

/**
 * A provider failure; message is the provider's own (never a token). `fields` holds Wise 422
 * NOT_VALID errors (path = the details key as flat dot path, e.g. 'IBAN' or 'address.city',
 * message = provider message).
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly fields: { path: string; message: string }[] = [],
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * The v1.1 input for the recipient's name: the app asks for the holder's name itself (spec 001 §2.1),
 * so the provider's own input for it is left out of the forms.
 */
export const HOLDER_NAME_KEY = 'accountHolderName';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const isFieldType = (value: unknown): value is FieldType => FIELD_TYPES.includes(value as FieldType);

function allowedValues(value: unknown): AllowedValue[] | null {
  if (!Array.isArray(value)) return null;
  return value
    .filter(isRecord)
    .filter((option) => typeof option.key === 'string')
    .map((option) => ({ key: option.key as string, name: text(option.name) ?? (option.key as string) }));
}

/** One input, or undefined when it cannot be shown (no key, a type the app does not know). */
function readGroup(value: unknown, fieldName: string): RequirementGroup | undefined {
  if (!isRecord(value)) return undefined;
  const key = text(value.key);
  if (!key || key === HOLDER_NAME_KEY || !isFieldType(value.type)) return undefined;
  return {
    key,
    name: text(value.name) || fieldName || key,
    type: value.type,
    refreshRequirementsOnChange: value.refreshRequirementsOnChange === true,
    required: value.required === true,
    displayFormat: textOrNull(value.displayFormat),
    example: textOrNull(value.example),
    minLength: count(value.minLength),
    maxLength: count(value.maxLength),
    validationRegexp: textOrNull(value.validationRegexp),
    valuesAllowed: allowedValues(value.valuesAllowed),
  };
}

function readField(value: unknown): RequirementField | undefined {
  if (!isRecord(value) || !Array.isArray(value.group)) return undefined;
  const name = text(value.name) ?? '';
  const group = value.group.map((entry) => readGroup(entry, name)).filter((entry) => entry !== undefined);
  return group.length > 0 ? { name, group } : undefined;
}

function readForm(value: unknown): AccountRequirement | undefined {
  if (!isRecord(value) || !text(value.type) || !Array.isArray(value.fields)) return undefined;
  return {
    type: value.type as string,
    ...(typeof value.title === 'string' ? { title: value.title } : {}),
    usageInfo: textOrNull(value.usageInfo),
    fields: value.fields.map(readField).filter((field) => field !== undefined),
  };
}

/**
 * A provider's account-requirements answer as the app uses it: unknown properties are left out,
 * forms and inputs the app cannot use are dropped rather than failing the whole answer, and the
 * holder-name input is removed (with any field it leaves empty). Email forms stay: the caller removes them.
 */
export function normaliseRequirements(answer: unknown): AccountRequirement[] {
  if (!Array.isArray(answer)) {
    throw new ProviderError('failed', 'The money-transfer provider gave an answer of unexpected shape.');
  }
  return answer.map(readForm).filter((form) => form !== undefined);
}
