import { FORM_SOURCE_AMOUNT } from '../../../shared/constants';
import {
  currencyProblem,
  DEFAULT_PAYMENT_TYPE,
  detailsProblems,
  EMAIL_FORM_TYPE,
  emailProblem,
  holderNameProblem,
  inputsOf,
  isSupportedCurrency,
  PaymentProblem,
  PaymentType,
  withoutEmailForms,
  type AccountRequirement,
  type Details,
  type FormRequest,
  type PaymentSetting,
  type PaymentSubmission,
} from '../../../shared/paymentSettings';

/**
 * The Payments card's form (spec 001 §4 "Payment form") as a pure reducer. The forms calls are not
 * made here: the state names the one to make (`request`) and the card answers with `formsLoaded` or
 * `formsFailed` for that request's id; answers to any other id are stale and ignored.
 */

/** A forms call to make: a first load for a currency, or the provider's refresh of the chosen form. */
export interface FormsRequest {
  id: number;
  kind: 'load' | 'refresh';
  body: FormRequest;
}

export type FormsStatus = 'idle' | 'ready' | 'empty' | 'error';

export interface PaymentFormState {
  paymentType: PaymentType;
  /** The chosen currency code; '' when none. */
  currency: string;
  /** The bank forms answered for the currency (email forms never among them). */
  forms: AccountRequirement[];
  /** The chosen form's type; '' when none. */
  formType: string;
  /** What was typed in the chosen form's inputs, raw (without displayFormat literals), by key. */
  details: Details;
  /** Values loaded masked, by key: an input still holding its one is left as stored. */
  masked: Details;
  accountHolderName: string;
  /** The email of a type 2 setting. */
  email: string;
  /** The forms call in flight (the spinner beside Currency shows while there is one). */
  request?: FormsRequest;
  /** The last forms call that failed, to try again. */
  failed?: FormsRequest;
  formsStatus: FormsStatus;
  /** The server's message when the forms call failed. */
  formsError?: string;
  /** Set by a submit attempt, cleared by any change: problems show only while it is set (spec 001 §5). */
  submitted: boolean;
  /** The server's refusals of the last submission, by input ('IBAN', 'accountHolderName', 'email', 'currency'). */
  serverErrors: Record<string, string>;
  /** The loaded setting's bank details were withheld from this caller. */
  detailsHidden: boolean;
  /** Numbers forms calls. */
  sequence: number;
}

export type PaymentFormAction =
  | { type: 'paymentType'; paymentType: PaymentType }
  | { type: 'currency'; currency: string }
  | { type: 'formType'; formType: string }
  | { type: 'input'; key: string; value: string; refresh?: boolean }
  | { type: 'holderName'; value: string }
  | { type: 'email'; value: string }
  | { type: 'refresh' }
  | { type: 'formsLoaded'; id: number; forms: AccountRequirement[] }
  | { type: 'formsFailed'; id: number; message?: string }
  | { type: 'retry' }
  | { type: 'submit' }
  | { type: 'serverErrors'; errors: Record<string, string> }
  | { type: 'loadSetting'; setting: PaymentSetting | null }
  | { type: 'saved'; setting: PaymentSetting };

export const initialPaymentFormState: PaymentFormState = {
  paymentType: DEFAULT_PAYMENT_TYPE,
  currency: '',
  forms: [],
  formType: '',
  details: {},
  masked: {},
  accountHolderName: '',
  email: '',
  formsStatus: 'idle',
  submitted: false,
  serverErrors: {},
  detailsHidden: false,
  sequence: 0,
};

/** The chosen bank form, if any. */
export const currentForm = (state: PaymentFormState): AccountRequirement | undefined =>
  state.forms.find((form) => form.type === state.formType);

/** Whether the forms are being asked for. */
export const isLoadingForms = (state: PaymentFormState) => state.request !== undefined;

/** What an input holds: a bank form's detail, or the email of a type 2 setting. */
const valueOf = (state: PaymentFormState, key: string) =>
  state.paymentType === PaymentType.EMAIL && key === 'email' ? state.email : state.details[key];

/** Whether this input still holds the value it was loaded with, masked (so it is kept as stored). */
export const isMaskedValue = (state: PaymentFormState, key: string) =>
  state.masked[key] !== undefined && valueOf(state, key) === state.masked[key];

/** The keys of inputs left as loaded (masked): not checked here, the server keeps their stored value. */
const maskedKeys = (state: PaymentFormState) =>
  Object.keys(state.masked).filter((key) => isMaskedValue(state, key));

/** What the provider is told on a refresh: what was typed, without the values still masked. */
function refreshDetails(state: PaymentFormState): Details {
  const form = currentForm(state);
  const keys = form ? inputsOf(form).map((input) => input.key) : Object.keys(state.details);
  const details: Details = {};
  for (const key of keys) {
    const value = (state.details[key] ?? '').trim();
    if (value !== '' && !isMaskedValue(state, key)) details[key] = value;
  }
  return details;
}

/** Keeps only the entries of these keys. */
const pick = (values: Details, keys: readonly string[]): Details =>
  Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));

/** Asks for a forms call; the one before, if still in flight, is superseded. */
function ask(state: PaymentFormState, kind: FormsRequest['kind'], body: FormRequest): PaymentFormState {
  const id = state.sequence + 1;
  return {
    ...state,
    sequence: id,
    request: { id, kind, body },
    failed: undefined,
    formsError: undefined,
  };
}

/** The bank form emptied: no forms, no chosen form, nothing typed, no call in flight. */
const withoutDynamicForm = (state: PaymentFormState): PaymentFormState => ({
  ...state,
  forms: [],
  formType: '',
  details: {},
  masked: {},
  request: undefined,
  failed: undefined,
  formsError: undefined,
  formsStatus: 'idle',
});

/** A server error key ('data.details.IBAN', 'data.accountHolderName') as the input it is about. */
export function inputOfErrorKey(key: string): string {
  if (key.startsWith('data.details.')) return key.slice('data.details.'.length);
  if (key.startsWith('data.')) return key.slice('data.'.length);
  if (key.startsWith('details.')) return key.slice('details.'.length);
  return key;
}

/** Forgets the server's refusal of an input once it is changed. */
function withoutServerError(state: PaymentFormState, key: string): Record<string, string> {
  if (!(key in state.serverErrors)) return state.serverErrors;
  const { [key]: _gone, ...rest } = state.serverErrors;
  return rest;
}

function formsLoaded(state: PaymentFormState, request: FormsRequest, answer: AccountRequirement[]) {
  const forms = withoutEmailForms(answer);
  const done = { ...state, request: undefined };
  if (request.kind === 'refresh') {
    // The refreshed forms replace the old ones; what was typed in inputs still present is kept.
    const refreshed = forms.find((form) => form.type === state.formType);
    if (!refreshed) return { ...done, formsStatus: state.forms.length ? state.formsStatus : 'empty' };
    const keys = inputsOf(refreshed).map((input) => input.key);
    return {
      ...done,
      forms,
      formsStatus: 'ready' as const,
      details: pick(state.details, keys),
      masked: pick(state.masked, keys),
    };
  }
  // An empty answer clears the dynamic form, like an unsupported currency.
  if (forms.length === 0) return { ...withoutDynamicForm(state), formsStatus: 'empty' as const };
  // A loaded setting's form is chosen again with its values; otherwise the first form, empty.
  const kept = forms.some((form) => form.type === state.formType);
  return {
    ...done,
    forms,
    formsStatus: 'ready' as const,
    formType: kept ? state.formType : forms[0].type,
    details: kept ? state.details : {},
    masked: kept ? state.masked : {},
  };
}

/** Fills the form from the stored setting: type, currency, form type, holder name, details, masked keys. */
function loadSetting(setting: PaymentSetting | null): PaymentFormState {
  if (!setting) return initialPaymentFormState;
  const paymentType = setting.payment_type ?? DEFAULT_PAYMENT_TYPE;
  const currency = setting.currency ?? setting.data.currency ?? '';
  const details = setting.data.details ?? {};
  const base: PaymentFormState = {
    ...initialPaymentFormState,
    paymentType,
    currency,
    accountHolderName: setting.data.accountHolderName ?? '',
    detailsHidden: setting.details_hidden,
  };
  if (paymentType === PaymentType.EMAIL) {
    return { ...base, email: details.email ?? '', masked: pick(details, setting.masked ?? []) };
  }
  if (paymentType !== PaymentType.BANK) return base;
  const formType = setting.data.type ?? '';
  const masked = pick(details, setting.masked ?? []);
  const state: PaymentFormState = { ...base, formType, details: { ...details }, masked };
  if (!isSupportedCurrency(currency)) return state;
  // The stored details go with the request, so fields they bring (a US state) come with the forms.
  const known = refreshDetails(state);
  const body: FormRequest =
    formType && Object.keys(known).length > 0
      ? { target: currency, sourceAmount: FORM_SOURCE_AMOUNT, type: formType, details: known }
      : { target: currency, sourceAmount: FORM_SOURCE_AMOUNT };
  return ask(state, 'load', body);
}

export function paymentFormReducer(state: PaymentFormState, action: PaymentFormAction): PaymentFormState {
  switch (action.type) {
    case 'paymentType': {
      if (action.paymentType === state.paymentType) return state;
      // Changing payment type clears currency and the submitted flag (spec 001 §4).
      const changed: PaymentFormState = {
        ...state,
        paymentType: action.paymentType,
        currency: '',
        submitted: false,
        serverErrors: {},
        request: undefined,
        failed: undefined,
        formsError: undefined,
      };
      // Type 1 clears the dynamic form (its holder name included); loading follows the currency again.
      if (action.paymentType === PaymentType.BANK)
        return { ...withoutDynamicForm(changed), accountHolderName: '' };
      // Type 2 resets the email form.
      if (action.paymentType === PaymentType.EMAIL) {
        return { ...changed, email: '', accountHolderName: '', masked: {} };
      }
      return changed;
    }
    case 'currency': {
      const changed: PaymentFormState = {
        ...state,
        currency: action.currency,
        submitted: false,
        serverErrors: withoutServerError(state, 'currency'),
      };
      if (state.paymentType !== PaymentType.BANK) return changed;
      // Under type 1 a new currency means new forms; an unsupported one clears the dynamic form.
      const cleared = withoutDynamicForm(changed);
      if (!isSupportedCurrency(action.currency)) return cleared;
      return ask(cleared, 'load', { target: action.currency, sourceAmount: FORM_SOURCE_AMOUNT });
    }
    case 'formType': {
      if (action.formType === state.formType) return state;
      // Another form type rebuilds the inputs, empty.
      return {
        ...state,
        formType: action.formType,
        details: {},
        masked: {},
        submitted: false,
        serverErrors: {},
        // A refresh of the form left behind no longer applies.
        request: state.request?.kind === 'refresh' ? undefined : state.request,
      };
    }
    case 'input': {
      const changed: PaymentFormState = {
        ...state,
        details: { ...state.details, [action.key]: action.value },
        submitted: false,
        serverErrors: withoutServerError(state, action.key),
      };
      return action.refresh ? paymentFormReducer(changed, { type: 'refresh' }) : changed;
    }
    case 'holderName':
      return {
        ...state,
        accountHolderName: action.value,
        submitted: false,
        serverErrors: withoutServerError(state, 'accountHolderName'),
      };
    case 'email':
      return {
        ...state,
        email: action.value,
        submitted: false,
        serverErrors: withoutServerError(state, 'email'),
      };
    case 'refresh': {
      if (state.paymentType !== PaymentType.BANK || !state.formType || !isSupportedCurrency(state.currency)) {
        return state;
      }
      return ask(state, 'refresh', {
        target: state.currency,
        sourceAmount: FORM_SOURCE_AMOUNT,
        type: state.formType,
        details: refreshDetails(state),
      });
    }
    case 'formsLoaded':
      if (state.request?.id !== action.id) return state;
      return formsLoaded(state, state.request, action.forms);
    case 'formsFailed':
      if (state.request?.id !== action.id) return state;
      return {
        ...state,
        request: undefined,
        failed: state.request,
        formsStatus: 'error',
        formsError: action.message,
      };
    case 'retry':
      return state.failed ? ask(state, state.failed.kind, state.failed.body) : state;
    case 'submit':
      return { ...state, submitted: true };
    case 'serverErrors': {
      const errors: Record<string, string> = {};
      for (const [key, message] of Object.entries(action.errors)) errors[inputOfErrorKey(key)] = message;
      return { ...state, serverErrors: errors };
    }
    case 'loadSetting':
      return loadSetting(action.setting);
    case 'saved':
      return afterSave(state, action.setting);
  }
}

/** The state of a card opened on a stored setting (or on none). */
export const stateFromSetting = (setting: PaymentSetting | null | undefined): PaymentFormState =>
  loadSetting(setting ?? null);

/** What refuses a submission, by place; empty when it may go (spec 001 §5). */
export interface PaymentFormProblems {
  paymentType?: PaymentProblem;
  currency?: PaymentProblem;
  formType?: PaymentProblem;
  accountHolderName?: PaymentProblem;
  email?: PaymentProblem;
  details: Record<string, PaymentProblem>;
}

export function validate(state: PaymentFormState): PaymentFormProblems {
  const problems: PaymentFormProblems = { details: {} };
  if (!Object.values(PaymentType).includes(state.paymentType)) problems.paymentType = PaymentProblem.REQUIRED;
  const currency = currencyProblem(state.currency);
  if (currency) problems.currency = currency;
  if (state.paymentType === PaymentType.BANK) {
    const form = currentForm(state);
    if (!form) {
      if (!currency) problems.formType = PaymentProblem.REQUIRED;
    } else {
      problems.details = detailsProblems(form, state.details, maskedKeys(state));
    }
    const name = holderNameProblem(state.accountHolderName);
    if (name) problems.accountHolderName = name;
  } else if (state.paymentType === PaymentType.EMAIL) {
    const email = isMaskedValue(state, 'email') ? undefined : emailProblem(state.email);
    if (email) problems.email = email;
    const name = holderNameProblem(state.accountHolderName);
    if (name) problems.accountHolderName = name;
  }
  return problems;
}

export const hasProblems = (problems: PaymentFormProblems) =>
  Object.values(problems.details).length > 0 ||
  Object.entries(problems).some(([key, value]) => key !== 'details' && value !== undefined);

/**
 * The submission of spec 001 §3: type 1 sends the chosen form's inputs only, raw, with masked values
 * exactly as loaded (kept as stored) and blank optional inputs left out; type 3 sends `data: {}`.
 */
export function submission(state: PaymentFormState, rightsHolderId: string): PaymentSubmission {
  const head = { rights_holder: rightsHolderId, currency: state.currency, payment_type: state.paymentType };
  if (state.paymentType === PaymentType.BANK) {
    const form = currentForm(state);
    const details: Details = {};
    for (const input of form ? inputsOf(form) : []) {
      const value = state.details[input.key] ?? '';
      if (isMaskedValue(state, input.key)) details[input.key] = value;
      else if (value.trim() !== '') details[input.key] = value.trim();
    }
    return {
      ...head,
      data: {
        currency: state.currency,
        type: state.formType,
        ownedByCustomer: true,
        accountHolderName: state.accountHolderName.trim(),
        details,
      },
    };
  }
  if (state.paymentType === PaymentType.EMAIL) {
    return {
      ...head,
      data: {
        currency: state.currency,
        type: EMAIL_FORM_TYPE,
        accountHolderName: state.accountHolderName.trim(),
        details: { email: isMaskedValue(state, 'email') ? state.email : state.email.trim() },
      },
    };
  }
  return { ...head, data: {} };
}

/**
 * After a successful save: the stored setting as answered. Account numbers come back masked, so the
 * inputs take the masked values; the forms and the chosen form stay.
 */
function afterSave(state: PaymentFormState, saved: PaymentSetting): PaymentFormState {
  const masked = pick(saved.data.details ?? {}, saved.masked ?? []);
  const done = { ...state, submitted: false, serverErrors: {}, masked, detailsHidden: saved.details_hidden };
  if (state.paymentType === PaymentType.EMAIL) return { ...done, email: masked.email ?? state.email };
  return { ...done, details: { ...state.details, ...masked } };
}
