import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from '../../../shared/constants';
import {
  EMAIL_FORM_TYPE,
  FIELD_TYPES,
  inputProblem,
  inputsOf,
  type AccountRequirement,
  type RequirementGroup,
} from '../../../shared/paymentSettings';
import {
  catalogueCurrencies,
  catalogueRequirements,
  catalogueSource,
  offlineCatalogue,
  type WiseForm,
} from './catalogue';

/** The file as it is, read apart from the module under test. */
const file = JSON.parse(fs.readFileSync(new URL('./catalogue.json', import.meta.url), 'utf8')) as {
  source: string;
  requirements: Record<string, WiseForm[]>;
  refreshed: { currency: string; type: string; when: Record<string, string>; requirements: WiseForm[] }[];
};

/** Every form in the file, initial and refreshed, with where it is. */
const everyForm: { where: string; form: WiseForm }[] = [
  ...Object.entries(file.requirements).flatMap(([currency, forms]) =>
    forms.map((form) => ({ where: `${currency} ${form.type}`, form })),
  ),
  ...file.refreshed.flatMap((entry) =>
    entry.requirements.map((form) => ({ where: `${entry.currency} ${form.type} (refreshed)`, form })),
  ),
];
const everyInput: { where: string; input: RequirementGroup & Record<string, unknown> }[] = everyForm.flatMap(
  ({ where, form }) =>
    (inputsOf(form) as (RequirementGroup & Record<string, unknown>)[]).map((input) => ({
      where: `${where} ${input.key}`,
      input,
    })),
);
const keysOf = (forms: AccountRequirement[], type: string) =>
  inputsOf(forms.find((form) => form.type === type)!).map((input) => input.key);

describe('the catalogue file', () => {
  it('says in one line where its forms come from', () => {
    expect(file.source).toMatch(/Wise/);
    expect(file.source).not.toContain('\n');
    expect(catalogueSource()).toBe(file.source);
  });

  it('has forms for every one of the 47 currencies, and for no other', () => {
    expect(SUPPORTED_CURRENCIES).toHaveLength(47);
    expect([...catalogueCurrencies()].sort()).toEqual([...SUPPORTED_CURRENCIES].sort());
  });

  it.each(SUPPORTED_CURRENCIES)('%s has a bank form and the email form', (currency) => {
    const types = file.requirements[currency].map((form) => form.type);
    expect(types.filter((type) => type !== EMAIL_FORM_TYPE).length).toBeGreaterThan(0);
    expect(types.filter((type) => type === EMAIL_FORM_TYPE)).toHaveLength(1);
    expect(new Set(types).size).toBe(types.length);
  });

  it("keeps Wise's whole format: every form and input property is there", () => {
    for (const { where, form } of everyForm) {
      expect(Object.keys(form).sort(), where).toEqual(['fields', 'title', 'type', 'usageInfo']);
    }
    const properties = [
      'displayFormat',
      'example',
      'key',
      'maxLength',
      'minLength',
      'name',
      'refreshRequirementsOnChange',
      'required',
      'type',
      'validationAsync',
      'validationRegexp',
      'valuesAllowed',
    ];
    for (const { where, input } of everyInput) {
      expect(Object.keys(input).sort(), where).toEqual(properties);
      expect(input.validationAsync, where).toBeNull();
    }
  });

  it('gives every input a type the app knows, and choices to every select and radio', () => {
    for (const { where, input } of everyInput) {
      expect(FIELD_TYPES, where).toContain(input.type);
      if (input.type === 'select' || input.type === 'radio') {
        expect(input.valuesAllowed?.length, where).toBeGreaterThan(0);
      }
    }
  });

  it('has patterns that compile and examples that pass their own input', () => {
    let checked = 0;
    for (const { where, input } of everyInput) {
      if (input.validationRegexp) expect(() => new RegExp(input.validationRegexp!), where).not.toThrow();
      if (!input.example || input.type === 'select' || input.type === 'radio') continue;
      if (input.validationRegexp) expect(input.example, where).toMatch(new RegExp(input.validationRegexp));
      if (input.key !== 'email') expect(inputProblem(input, input.example), where).toBeUndefined();
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('has the field sets Wise answers for the main currencies', () => {
    const iban = inputsOf(file.requirements.EUR.find((form) => form.type === 'iban')!);
    expect(iban.find((input) => input.key === 'IBAN')).toMatchObject({
      required: true,
      example: 'DE89370400440532013000',
      displayFormat: '**** **** **** **** **** **** **** ****',
    });
    expect(iban.find((input) => input.key === 'BIC')).toMatchObject({ required: false });
    const sortCode = inputsOf(file.requirements.GBP.find((form) => form.type === 'sort_code')!);
    expect(sortCode.find((input) => input.key === 'sortCode')).toMatchObject({ displayFormat: '**-**-**' });
    expect(keysOf(file.requirements.USD, 'aba')).toEqual([
      'legalType',
      'email',
      'accountHolderName',
      'abartn',
      'accountNumber',
      'accountType',
      'address.country',
      'address.city',
      'address.firstLine',
      'address.postCode',
    ]);
    expect(keysOf(file.requirements.INR, 'indian')).toContain('ifscCode');
    expect(keysOf(file.requirements.AUD, 'australian')).toContain('bsbCode');
    expect(keysOf(file.requirements.CAD, 'canadian')).toEqual(
      expect.arrayContaining(['institutionNumber', 'transitNumber', 'accountNumber', 'accountType']),
    );
    expect(keysOf(file.requirements.MXN, 'mexican')).toContain('clabe');
  });
});

describe('catalogueRequirements', () => {
  it("answers Wise's own format, holder-name input included", () => {
    const forms = catalogueRequirements('gbp');
    expect(forms.map((form) => form.type)).toEqual(['sort_code', 'iban', 'email']);
    expect(keysOf(forms, 'sort_code')).toContain('accountHolderName');
  });

  it('answers [] for a currency it does not know', () => {
    expect(catalogueRequirements('XTS')).toEqual([]);
    expect(catalogueRequirements('toString')).toEqual([]);
  });

  it('answers the refreshed forms when a refresh holds what they were gathered for', () => {
    const us = catalogueRequirements('USD', {
      type: 'aba',
      details: { 'address.country': 'US', legalType: 'PRIVATE' },
    });
    expect(keysOf(us, 'aba')).toContain('address.state');
    const gb = catalogueRequirements('USD', { type: 'aba', details: { 'address.country': 'GB' } });
    expect(keysOf(gb, 'aba')).not.toContain('address.state');
    const otherType = catalogueRequirements('USD', {
      type: 'swift_code',
      details: { 'address.country': 'US' },
    });
    expect(keysOf(otherType, 'aba')).not.toContain('address.state');
  });

  it('answers copies', () => {
    catalogueRequirements('EUR')[0].fields.length = 0;
    expect(catalogueRequirements('EUR')[0].fields.length).toBeGreaterThan(0);
  });
});

describe('offlineCatalogue', () => {
  const provider = offlineCatalogue();

  it('names itself and creates no recipients', () => {
    expect(provider.name).toBe('the offline catalogue');
    expect(provider.createRecipient).toBeUndefined();
  });

  it.each(SUPPORTED_CURRENCIES)('%s: answers the forms as Wise would reach the app', async (currency) => {
    const forms = await provider.accountRequirements(currency);
    expect(forms.some((form) => form.type === EMAIL_FORM_TYPE)).toBe(true);
    expect(forms.some((form) => form.type !== EMAIL_FORM_TYPE && form.fields.length > 0)).toBe(true);
    const keys = forms.flatMap((form) => inputsOf(form).map((input) => input.key));
    expect(keys).not.toContain('accountHolderName');
    expect(JSON.stringify(forms)).not.toContain('validationAsync');
  });

  it('applies the refresh rule: choosing the United States adds the state', async () => {
    const before = await provider.accountRequirements('USD');
    const after = await provider.accountRequirements('USD', {
      type: 'aba',
      details: { 'address.country': 'US' },
    });
    expect(keysOf(before, 'aba')).not.toContain('address.state');
    const state = inputsOf(after.find((form) => form.type === 'aba')!).find(
      (input) => input.key === 'address.state',
    );
    expect(state).toMatchObject({ type: 'select', required: true });
    expect(state?.valuesAllowed).toEqual(expect.arrayContaining([{ key: 'NY', name: 'New York' }]));
  });

  it('answers [] for an unknown currency', async () => {
    expect(await provider.accountRequirements('XTS')).toEqual([]);
  });

  it('answers copies that a caller may change', async () => {
    const first = await provider.accountRequirements('EUR');
    first[0].fields.length = 0;
    const second = await provider.accountRequirements('EUR');
    expect(second[0].fields.length).toBeGreaterThan(0);
  });
});
