import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from './constants';
import {
  currencyProblem,
  detailsProblems,
  emailProblem,
  formatForDisplay,
  holderNameProblem,
  inputProblem,
  isAccountNumberInput,
  maskAccountValue,
  rawFromDisplay,
  seesBankDetails,
  withoutEmailForms,
  type AccountRequirement,
  type RequirementGroup,
} from './paymentSettings';
import { rolesOf } from './resources';
import { ALL_USER_TYPES, UserType } from './roles';

const PAYMENT_SETTING_WRITERS = rolesOf('payment-setting', 'update');
const PAYMENT_SETTING_READERS = rolesOf('payment-setting', 'read');

const iban: RequirementGroup = {
  key: 'IBAN',
  name: 'IBAN',
  type: 'text',
  required: true,
  example: 'DE89370400440532013000',
  validationRegexp: '^[a-zA-Z]{2}[0-9]{2}[a-zA-Z0-9]{4}[0-9]{7}([a-zA-Z0-9]?){0,16}$',
};
const legalType: RequirementGroup = {
  key: 'legalType',
  name: 'Recipient type',
  type: 'select',
  required: true,
  valuesAllowed: [
    { key: '', name: 'Choose...' },
    { key: 'PRIVATE', name: 'Person' },
    { key: 'BUSINESS', name: 'Business' },
  ],
};
const euroForm: AccountRequirement = {
  type: 'iban',
  title: 'IBAN',
  fields: [
    { name: 'Recipient type', group: [legalType] },
    { name: 'IBAN', group: [iban] },
  ],
};

describe('the payment form rules (spec 001 §5)', () => {
  it('offers exactly the 47 currencies of spec 001 §9', () => {
    expect(SUPPORTED_CURRENCIES).toHaveLength(47);
    expect(new Set(SUPPORTED_CURRENCIES).size).toBe(47);
  });

  it('requires a currency from the list', () => {
    expect(currencyProblem('')).toBe('currency_required');
    expect(currencyProblem(undefined)).toBe('currency_required');
    expect(currencyProblem('XYZ')).toBe('currency_not_found');
    expect(currencyProblem('eur')).toBe('currency_not_found');
    expect(currencyProblem('EUR')).toBeUndefined();
  });

  it("requires the holder's first and last name", () => {
    expect(holderNameProblem('Rita')).toBe('holder_name');
    expect(holderNameProblem('  Rita   ')).toBe('holder_name');
    expect(holderNameProblem(undefined)).toBe('holder_name');
    expect(holderNameProblem('Rita Rights')).toBeUndefined();
    expect(holderNameProblem(' Rita  M  Rights ')).toBeUndefined();
  });

  it('requires a valid email', () => {
    expect(emailProblem('nina@')).toBe('invalid_email');
    expect(emailProblem('nina@example')).toBe('invalid_email');
    expect(emailProblem('nina@example.com')).toBeUndefined();
  });

  it("checks a dynamic input against the provider's pattern, required flag and choices", () => {
    expect(inputProblem(iban, '')).toBe('required');
    expect(inputProblem({ ...iban, required: false }, '')).toBeUndefined();
    expect(inputProblem(iban, 'DE89 12')).toBe('invalid_format');
    expect(inputProblem(iban, 'DE89370400440532013000')).toBeUndefined();
    expect(inputProblem(legalType, 'ROBOT')).toBe('not_allowed');
    expect(inputProblem(legalType, 'PRIVATE')).toBeUndefined();
    expect(inputProblem({ key: 'e', name: 'E', type: 'email', required: true }, 'x@y')).toBe('invalid_email');
    expect(inputProblem({ key: 'n', name: 'N', type: 'number', required: true }, '12a')).toBe(
      'invalid_format',
    );
    expect(inputProblem({ key: 'd', name: 'D', type: 'date', required: true }, '01/02/2020')).toBe(
      'invalid_format',
    );
    expect(inputProblem({ ...iban, validationRegexp: '([' }, 'anything')).toBeUndefined();
    expect(inputProblem({ ...iban, validationRegexp: null, minLength: 5 }, 'abc')).toBe('invalid_format');
  });

  it('reports every refused input of a form, skipping the ones left masked', () => {
    expect(detailsProblems(euroForm, { IBAN: 'x' })).toEqual({
      legalType: 'required',
      IBAN: 'invalid_format',
    });
    expect(detailsProblems(euroForm, { legalType: 'PRIVATE', IBAN: '****3000' }, ['IBAN'])).toEqual({});
  });

  it('never offers the email form among the bank forms', () => {
    const email: AccountRequirement = { type: 'email', fields: [] };
    expect(withoutEmailForms([euroForm, email])).toEqual([euroForm]);
  });
});

describe("the provider's display formats", () => {
  it('shows typed characters in the format and keeps only what was typed', () => {
    expect(formatForDisplay('**-**-**', '040075')).toBe('04-00-75');
    expect(formatForDisplay('**-**-**', '0400')).toBe('04-00');
    expect(formatForDisplay('**** ****', '12345678901')).toBe('1234 5678901');
    expect(formatForDisplay(null, '040075')).toBe('040075');
    expect(rawFromDisplay('**-**-**', '04-00-75')).toBe('040075');
    expect(rawFromDisplay(undefined, '04-00')).toBe('04-00');
  });
});

describe('masking and who sees a payment setting', () => {
  it('masks an account number but for its last four characters', () => {
    expect(maskAccountValue('DE89370400440532013000')).toBe('******************3000');
    expect(maskAccountValue('123')).toBe('***');
    expect(isAccountNumberInput(iban)).toBe(true);
    expect(isAccountNumberInput(legalType)).toBe(false);
    expect(isAccountNumberInput({ ...iban, key: 'address.city' })).toBe(false);
    expect(isAccountNumberInput({ ...iban, key: 'email' })).toBe(false);
  });

  it('lets CRUD staff and the rights holder write, staff and the owner side read, money viewers see details', () => {
    expect([...PAYMENT_SETTING_WRITERS].sort()).toEqual([1, 2, 4, 5]);
    expect([...PAYMENT_SETTING_READERS].sort()).toEqual([1, 2, 4, 5, 6, 7, 8]);
    expect(ALL_USER_TYPES.filter(seesBankDetails)).toEqual([1, 2, 3, 4, 6]);
    expect(PAYMENT_SETTING_READERS).not.toContain(UserType.CREATOR);
  });
});
