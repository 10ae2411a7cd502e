import type { Static } from '@sinclair/typebox';
import {
  currencyProblem,
  detailsProblems,
  EMAIL_FORM_TYPE,
  emailProblem,
  holderNameProblem,
  inputsOf,
  isAccountNumberInput,
  maskAccountValue,
  PaymentProblem,
  PaymentType,
  withoutEmailForms,
  type AccountRequirement,
  type Details,
  type RequirementGroup,
} from '../../../shared/paymentSettings';
import { msg, type Said } from '../../../shared/serverMessages';
import { badRequest, HttpError, type FieldReasons } from '../../platform/http/errors';
import { ProviderError, type PaymentProvider } from '../../platform/wise/provider';
import type { PaymentAddBody } from './schemas';
import type { StoredForm } from './table';

/** A refresh can add inputs that ask again (country, then state); past this the form is taken as it is. */
const MAX_REFRESH_ROUNDS = 3;

/** What a valid submission stores, before encryption. */
export interface CheckedSetting {
  paymentType: PaymentType;
  currency: string;
  formType: string | null;
  form: StoredForm | null;
  accountHolderName: string | null;
  details: Details | null;
}

/** The setting being replaced, decrypted: masked values sent back unchanged keep its details. */
export interface CurrentDetails {
  currency: string;
  formType: string | null;
  form: StoredForm | null;
  details: Details;
}

const EMAIL_FORM: StoredForm = {
  title: 'Email',
  inputs: [{ key: 'email', name: 'Email', type: 'email' }],
};

/** The provider's failures as the API reports them: its message, behind a 502. */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  return new HttpError(502, msg('payment.provider_answered', { reason: error.message }));
}

export async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw providerFailure(error);
  }
}

/** The spec's message for a problem; 'Invalid format' is followed by the input's own example. */
export function problemMessage(problem: PaymentProblem, input?: Pick<RequirementGroup, 'example'>): Said {
  return problem === PaymentProblem.INVALID_FORMAT && input?.example
    ? msg('payment.invalid_format_example', { example: input.example })
    : (`payment.${problem}` as const);
}

const keysOf = (form: AccountRequirement) =>
  inputsOf(form)
    .map((input) => input.key)
    .sort()
    .join();

/**
 * The form the details are checked against: the currency's form of that type, asked again with the
 * details while an input that asks for it has a value (the provider's refresh protocol), since a
 * choice such as the country can add inputs.
 */
async function formFor(provider: PaymentProvider, currency: string, type: string, details: Details) {
  const forms = withoutEmailForms(await provider.accountRequirements(currency));
  let form = forms.find((candidate) => candidate.type === type);
  for (let round = 0; form && round < MAX_REFRESH_ROUNDS; round++) {
    const asksAgain = inputsOf(form).some((input) => input.refreshRequirementsOnChange && details[input.key]);
    if (!asksAgain) break;
    const refreshed = withoutEmailForms(await provider.accountRequirements(currency, { type, details })).find(
      (candidate) => candidate.type === type,
    );
    if (!refreshed || keysOf(refreshed) === keysOf(form)) break;
    form = refreshed;
  }
  return form;
}

/** Masked values sent back as they were answered stand for the stored ones. */
function unmasked(details: Details, type: string, currency: string, current: CurrentDetails | undefined) {
  if (!current || current.currency !== currency || current.formType !== type || !current.form) return details;
  const result = { ...details };
  for (const input of current.form.inputs) {
    const stored = current.details[input.key];
    if (
      stored !== undefined &&
      isAccountNumberInput(input) &&
      details[input.key] === maskAccountValue(stored)
    ) {
      result[input.key] = stored;
    }
  }
  return result;
}

const storedForm = (form: AccountRequirement): StoredForm => ({
  title: form.title ?? null,
  inputs: inputsOf(form).map(({ key, name, type }) => ({ key, name, type })),
});

/**
 * A submission checked with the rules the card shows (spec 001 §5), the bank inputs against the
 * provider's own definition of them. Every refused field is reported at once; nothing is stored.
 */
export async function checkedSetting(
  body: Static<typeof PaymentAddBody>,
  provider: PaymentProvider,
  current: CurrentDetails | undefined,
): Promise<CheckedSetting> {
  const errors: FieldReasons = {};
  const { data, payment_type: paymentType } = body;
  const currencyError = currencyProblem(body.currency);
  if (currencyError) errors.currency = problemMessage(currencyError);
  const base = { paymentType, currency: body.currency };

  if (paymentType === PaymentType.OTHER) {
    if (Object.keys(data).length > 0) errors.data = 'payment.data_not_empty';
    if (Object.keys(errors).length > 0) throw badRequest('payment.setting_invalid', errors);
    return { ...base, formType: null, form: null, accountHolderName: null, details: null };
  }

  if (data.currency !== body.currency) errors['data.currency'] = 'payment.currency_mismatch';
  const holderError = holderNameProblem(data.accountHolderName);
  if (holderError) errors['data.accountHolderName'] = problemMessage(holderError);
  const given = data.details ?? {};

  if (paymentType === PaymentType.EMAIL) {
    if (data.type !== EMAIL_FORM_TYPE)
      errors['data.type'] = msg('payment.email_type', { type: EMAIL_FORM_TYPE });
    for (const key of Object.keys(given))
      if (key !== 'email') errors[`data.details.${key}`] = 'field.not_allowed';
    const emailError = emailProblem(given.email);
    if (emailError) errors['data.details.email'] = problemMessage(emailError);
    if (Object.keys(errors).length > 0) throw badRequest('payment.setting_invalid', errors);
    return {
      ...base,
      formType: EMAIL_FORM_TYPE,
      form: EMAIL_FORM,
      accountHolderName: data.accountHolderName!.trim(),
      details: { email: given.email!.trim() },
    };
  }

  if (!data.ownedByCustomer) errors['data.ownedByCustomer'] = 'payment.must_be_true';
  if (!data.type || data.type === EMAIL_FORM_TYPE) errors['data.type'] = 'payment.required';
  if (currencyError || !data.type || data.type === EMAIL_FORM_TYPE) {
    throw badRequest('payment.setting_invalid', errors);
  }
  const details = unmasked(given, data.type, body.currency, current);
  const form = await withProvider(() => formFor(provider, body.currency, data.type!, details));
  if (!form) {
    errors['data.type'] = msg('payment.not_a_form', { currency: body.currency });
    throw badRequest('payment.setting_invalid', errors);
  }
  const inputs = new Map(inputsOf(form).map((input) => [input.key, input]));
  for (const key of Object.keys(details)) {
    if (!inputs.has(key)) errors[`data.details.${key}`] = 'payment.not_an_input';
  }
  for (const [key, problem] of Object.entries(detailsProblems(form, details))) {
    errors[`data.details.${key}`] = problemMessage(problem, inputs.get(key));
  }
  if (Object.keys(errors).length > 0) throw badRequest('payment.setting_invalid', errors);
  const kept = Object.fromEntries(
    [...inputs.keys()].filter((key) => details[key]?.trim()).map((key) => [key, details[key].trim()]),
  );
  return {
    ...base,
    formType: form.type,
    form: storedForm(form),
    accountHolderName: data.accountHolderName!.trim(),
    details: kept,
  };
}
