import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, PaymentProblem, type AccountRequirement } from '../../../shared/paymentSettings';
import { en } from './texts';
import {
  EMAIL_FORM,
  EUR_IBAN_FORM,
  EUR_SWIFT_FORM,
  GOOD_IBAN,
  RIGHTS_HOLDER,
  STORED_IBAN_SETTING,
  USD_FORM,
  USD_FORM_WITH_STATE,
} from './fixtures';
import {
  currentForm,
  hasProblems,
  initialPaymentFormState,
  isLoadingForms,
  paymentFormReducer,
  stateFromSetting,
  submission,
  validate,
  type PaymentFormAction,
  type PaymentFormState,
} from './paymentFormState';

/** Runs actions one after another from a state. */
const run = (state: PaymentFormState, ...actions: PaymentFormAction[]) =>
  actions.reduce(paymentFormReducer, state);

/** Answers the forms call the state asks for. */
function answer(state: PaymentFormState, forms: AccountRequirement[]): PaymentFormState {
  expect(state.request, 'a forms call is asked for').toBeDefined();
  return paymentFormReducer(state, { type: 'formsLoaded', id: state.request!.id, forms });
}

/** A type 1 form with EUR chosen and its forms answered. */
const eurLoaded = () =>
  answer(run(initialPaymentFormState, { type: 'currency', currency: 'EUR' }), [
    EUR_IBAN_FORM,
    EMAIL_FORM,
    EUR_SWIFT_FORM,
  ]);

/** An EUR IBAN form filled in correctly. */
const eurFilled = () =>
  run(
    eurLoaded(),
    { type: 'input', key: 'legalType', value: 'PRIVATE' },
    { type: 'input', key: 'IBAN', value: GOOD_IBAN },
    { type: 'holderName', value: ' Olga  Owner ' },
  );

describe('the payment form state (spec 001 §4)', () => {
  it('defaults to payment type 1 with nothing chosen and no forms call', () => {
    expect(initialPaymentFormState.paymentType).toBe(1);
    expect(initialPaymentFormState.currency).toBe('');
    expect(isLoadingForms(initialPaymentFormState)).toBe(false);
    expect(stateFromSetting(null)).toEqual(initialPaymentFormState);
  });

  it('asks for the forms when a supported currency is chosen under type 1, then selects the first', () => {
    const asked = run(initialPaymentFormState, { type: 'currency', currency: 'EUR' });
    expect(isLoadingForms(asked)).toBe(true);
    expect(asked.request?.body).toEqual({ target: 'EUR', sourceAmount: '0' });
    const loaded = answer(asked, [EUR_IBAN_FORM, EUR_SWIFT_FORM]);
    expect(isLoadingForms(loaded)).toBe(false);
    expect(loaded.formType).toBe('iban');
    expect(currentForm(loaded)?.usageInfo).toBe('Use this for accounts in the euro area.');
    expect(loaded.formsStatus).toBe('ready');
  });

  it('never offers the email form among the bank forms', () => {
    const loaded = answer(run(initialPaymentFormState, { type: 'currency', currency: 'EUR' }), [
      EMAIL_FORM,
      EUR_IBAN_FORM,
    ]);
    expect(loaded.forms.map((form) => form.type)).toEqual(['iban']);
    expect(loaded.formType).toBe('iban');
  });

  it('clears the dynamic form for an unsupported currency, and for an empty answer', () => {
    const unsupported = run(eurFilled(), { type: 'currency', currency: 'XYZ' });
    expect(unsupported.forms).toEqual([]);
    expect(unsupported.formType).toBe('');
    expect(unsupported.details).toEqual({});
    expect(isLoadingForms(unsupported)).toBe(false);

    const empty = answer(run(eurFilled(), { type: 'currency', currency: 'GBP' }), []);
    expect(empty.forms).toEqual([]);
    expect(empty.formType).toBe('');
    expect(empty.formsStatus).toBe('empty');
  });

  it('does not load forms for a currency chosen under types 2 and 3', () => {
    const email = run(
      initialPaymentFormState,
      { type: 'paymentType', paymentType: 2 },
      { type: 'currency', currency: 'EUR' },
    );
    expect(email.currency).toBe('EUR');
    expect(isLoadingForms(email)).toBe(false);
  });

  it('clears currency and the submitted flag when the payment type changes', () => {
    const submitted = run(eurFilled(), { type: 'submit' });
    expect(submitted.submitted).toBe(true);
    const other = run(submitted, { type: 'paymentType', paymentType: 3 });
    expect(other.currency).toBe('');
    expect(other.submitted).toBe(false);
  });

  it('clears the dynamic form when going back to type 1, and currency loads forms again', () => {
    const back = run(
      eurFilled(),
      { type: 'paymentType', paymentType: 3 },
      { type: 'paymentType', paymentType: 1 },
    );
    expect(back.forms).toEqual([]);
    expect(back.details).toEqual({});
    expect(back.formType).toBe('');
    expect(back.accountHolderName).toBe('');
    expect(run(back, { type: 'currency', currency: 'EUR' }).request?.body.target).toBe('EUR');
  });

  it('resets the email form when type 2 is chosen', () => {
    const typed = run(
      initialPaymentFormState,
      { type: 'paymentType', paymentType: 2 },
      { type: 'email', value: 'olga@example.com' },
      { type: 'holderName', value: 'Olga Owner' },
      { type: 'paymentType', paymentType: 3 },
      { type: 'paymentType', paymentType: 2 },
    );
    expect(typed.email).toBe('');
    expect(typed.accountHolderName).toBe('');
  });

  it('ignores the answer to a forms call since superseded', () => {
    const first = run(initialPaymentFormState, { type: 'currency', currency: 'EUR' });
    const second = run(first, { type: 'currency', currency: 'USD' });
    const stale = paymentFormReducer(second, {
      type: 'formsLoaded',
      id: first.request!.id,
      forms: [EUR_IBAN_FORM],
    });
    expect(stale).toBe(second);
    expect(answer(second, [USD_FORM]).formType).toBe('aba');
  });

  it('rebuilds the inputs, empty, when another form type is chosen', () => {
    const other = run(eurFilled(), { type: 'formType', formType: 'swift_code' });
    expect(currentForm(other)?.type).toBe('swift_code');
    expect(other.details).toEqual({});
  });

  it('clears the submitted flag when any input changes, and sets it on submit', () => {
    const submitted = run(eurLoaded(), { type: 'submit' });
    expect(submitted.submitted).toBe(true);
    expect(run(submitted, { type: 'input', key: 'IBAN', value: 'D' }).submitted).toBe(false);
    expect(run(submitted, { type: 'holderName', value: 'O' }).submitted).toBe(false);
    expect(run(submitted, { type: 'formType', formType: 'swift_code' }).submitted).toBe(false);
  });

  it('merges refreshed forms into the current form type, keeping what was typed in inputs still there', () => {
    const loaded = answer(run(initialPaymentFormState, { type: 'currency', currency: 'USD' }), [USD_FORM]);
    const typed = run(
      loaded,
      { type: 'input', key: 'abartn', value: '026009593' },
      { type: 'input', key: 'address.city', value: 'Boston' },
      { type: 'input', key: 'address.country', value: 'US', refresh: true },
    );
    expect(typed.request?.kind).toBe('refresh');
    expect(typed.request?.body).toEqual({
      target: 'USD',
      sourceAmount: '0',
      type: 'aba',
      details: { abartn: '026009593', 'address.country': 'US', 'address.city': 'Boston' },
    });
    // Typed while the refresh is on its way: kept too.
    const more = run(typed, { type: 'input', key: 'accountType', value: 'CHECKING' });
    const merged = answer(more, [USD_FORM_WITH_STATE]);
    expect(currentForm(merged)?.fields.map((field) => field.name)).toContain('State');
    expect(merged.details).toEqual({
      abartn: '026009593',
      'address.city': 'Boston',
      'address.country': 'US',
      accountType: 'CHECKING',
    });
    expect(merged.formType).toBe('aba');
  });

  it('fills everything from a stored setting and asks its forms with the known details', () => {
    const state = stateFromSetting(STORED_IBAN_SETTING);
    expect(state.paymentType).toBe(1);
    expect(state.currency).toBe('EUR');
    expect(state.formType).toBe('iban');
    expect(state.accountHolderName).toBe('Olga Owner');
    expect(state.details).toEqual({ legalType: 'PRIVATE', IBAN: '******************3000' });
    expect(state.masked).toEqual({ IBAN: '******************3000' });
    // The masked IBAN is not sent to the provider.
    expect(state.request?.body).toEqual({
      target: 'EUR',
      sourceAmount: '0',
      type: 'iban',
      details: { legalType: 'PRIVATE' },
    });
    const loaded = answer(state, [EUR_SWIFT_FORM, EUR_IBAN_FORM]);
    expect(loaded.formType).toBe('iban');
    expect(loaded.details.IBAN).toBe('******************3000');
  });

  it('fills a stored email setting', () => {
    const state = stateFromSetting({
      ...STORED_IBAN_SETTING,
      payment_type: 2,
      data: {
        currency: 'USD',
        type: 'email',
        accountHolderName: 'Olga Owner',
        details: { email: 'o@example.com' },
      },
      currency: 'USD',
      masked: [],
    });
    expect(state).toMatchObject({
      paymentType: 2,
      currency: 'USD',
      email: 'o@example.com',
      accountHolderName: 'Olga Owner',
    });
    expect(isLoadingForms(state)).toBe(false);
  });

  it('can try a failed forms call again', () => {
    const asked = run(initialPaymentFormState, { type: 'currency', currency: 'EUR' });
    const failed = paymentFormReducer(asked, {
      type: 'formsFailed',
      id: asked.request!.id,
      message: 'Provider down',
    });
    expect(failed.formsStatus).toBe('error');
    expect(failed.formsError).toBe('Provider down');
    expect(isLoadingForms(failed)).toBe(false);
    const again = run(failed, { type: 'retry' });
    expect(again.request?.body).toEqual(asked.request?.body);
    expect(answer(again, [EUR_IBAN_FORM]).formsStatus).toBe('ready');
  });

  it("keeps the server's refusals on their inputs until they change", () => {
    const refused = run(eurFilled(), {
      type: 'serverErrors',
      errors: { 'data.details.IBAN': 'Invalid format', 'data.accountHolderName': 'Too short' },
    });
    expect(refused.serverErrors).toEqual({ IBAN: 'Invalid format', accountHolderName: 'Too short' });
    expect(run(refused, { type: 'input', key: 'IBAN', value: 'X' }).serverErrors).toEqual({
      accountHolderName: 'Too short',
    });
  });
});

describe('validation (spec 001 §5)', () => {
  it('asks for a currency, and refuses one not supported', () => {
    expect(validate(initialPaymentFormState).currency).toBe(PaymentProblem.CURRENCY_REQUIRED);
    expect(validate(run(initialPaymentFormState, { type: 'currency', currency: 'XYZ' })).currency).toBe(
      PaymentProblem.CURRENCY_NOT_FOUND,
    );
  });

  it("refuses a bad IBAN as 'Invalid format', a missing required input, and a one-word name", () => {
    const state = run(
      eurLoaded(),
      { type: 'input', key: 'IBAN', value: 'XX12' },
      { type: 'holderName', value: 'Olga' },
    );
    const problems = validate(state);
    expect(problems.details).toEqual({
      IBAN: PaymentProblem.INVALID_FORMAT,
      legalType: PaymentProblem.REQUIRED,
    });
    expect(problems.accountHolderName).toBe(PaymentProblem.HOLDER_NAME);
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(validate(eurFilled()))).toBe(false);
  });

  it('refuses a bad email under type 2', () => {
    const state = run(
      initialPaymentFormState,
      { type: 'paymentType', paymentType: 2 },
      { type: 'currency', currency: 'USD' },
      { type: 'email', value: 'olga@' },
      { type: 'holderName', value: 'Olga Owner' },
    );
    expect(validate(state).email).toBe(PaymentProblem.INVALID_EMAIL);
    expect(hasProblems(validate(run(state, { type: 'email', value: 'olga@example.com' })))).toBe(false);
  });

  it('leaves masked values alone until they are changed', () => {
    const loaded = answer(stateFromSetting(STORED_IBAN_SETTING), [EUR_IBAN_FORM]);
    expect(hasProblems(validate(loaded))).toBe(false);
    const changed = run(loaded, { type: 'input', key: 'IBAN', value: '******************30001' });
    expect(validate(changed).details.IBAN).toBe(PaymentProblem.INVALID_FORMAT);
  });

  it('shows the spec texts for each problem, and the example after Invalid format', () => {
    const texts = en;
    for (const problem of Object.values(PaymentProblem))
      expect(texts.problems[problem]).toBe(PAYMENT_MESSAGES[problem]);
    expect(texts.problems.invalid_format).toBe('Invalid format');
    expect(texts.example.replace('%{example}', 'DE89370400440532013000')).toBe('e.g, DE89370400440532013000');
    expect(texts.problems.holder_name).toBe('Please enter the recipients first and last name.');
    expect(texts.problems.invalid_email).toBe('Please enter a valid email!');
    expect(texts.problems.currency_required).toBe('Currency is required field');
    expect(texts.problems.currency_not_found).toBe('Currency not found');
    expect(texts.problems.required).toBe('This field is required!');
  });
});

describe('the submission (spec 001 §3)', () => {
  it('sends type 1 with the chosen form, its raw inputs only and ownedByCustomer', () => {
    const state = run(
      eurFilled(),
      // Typed in another form type before: not sent.
      { type: 'input', key: 'swiftCode', value: 'BUKBGB22' },
    );
    expect(submission(state, RIGHTS_HOLDER)).toEqual({
      rights_holder: RIGHTS_HOLDER,
      currency: 'EUR',
      payment_type: 1,
      data: {
        currency: 'EUR',
        type: 'iban',
        ownedByCustomer: true,
        accountHolderName: 'Olga  Owner',
        details: { legalType: 'PRIVATE', IBAN: GOOD_IBAN },
      },
    });
  });

  it('sends a masked value exactly as loaded, meaning: keep the stored one', () => {
    const loaded = answer(stateFromSetting(STORED_IBAN_SETTING), [EUR_IBAN_FORM]);
    expect(submission(loaded, RIGHTS_HOLDER).data).toEqual({
      currency: 'EUR',
      type: 'iban',
      ownedByCustomer: true,
      accountHolderName: 'Olga Owner',
      details: { legalType: 'PRIVATE', IBAN: '******************3000' },
    });
  });

  it("sends type 2 as the 'email' form", () => {
    const state = run(
      initialPaymentFormState,
      { type: 'paymentType', paymentType: 2 },
      { type: 'currency', currency: 'USD' },
      { type: 'email', value: ' olga@example.com ' },
      { type: 'holderName', value: 'Olga Owner' },
    );
    expect(submission(state, RIGHTS_HOLDER)).toEqual({
      rights_holder: RIGHTS_HOLDER,
      currency: 'USD',
      payment_type: 2,
      data: {
        currency: 'USD',
        type: 'email',
        accountHolderName: 'Olga Owner',
        details: { email: 'olga@example.com' },
      },
    });
  });

  it('sends type 3 with empty data', () => {
    const state = run(
      initialPaymentFormState,
      { type: 'paymentType', paymentType: 3 },
      { type: 'currency', currency: 'GBP' },
    );
    expect(hasProblems(validate(state))).toBe(false);
    expect(submission(state, RIGHTS_HOLDER)).toEqual({
      rights_holder: RIGHTS_HOLDER,
      currency: 'GBP',
      payment_type: 3,
      data: {},
    });
  });
});
