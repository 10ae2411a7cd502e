import type { AccountRequirement, PaymentSetting } from '../../../shared/paymentSettings';

/** The provider's forms as the tests meet them (Wise's shapes, ../../../../shared/reference). */

export const IBAN_EXAMPLE = 'DE89370400440532013000';
export const GOOD_IBAN = 'DE89370400440532013000';

export const EUR_IBAN_FORM: AccountRequirement = {
  type: 'iban',
  title: 'IBAN',
  usageInfo: 'Use this for accounts in the euro area.',
  fields: [
    {
      name: 'Recipient type',
      group: [
        {
          key: 'legalType',
          name: 'Recipient type',
          type: 'select',
          required: true,
          valuesAllowed: [
            { key: 'PRIVATE', name: 'Person' },
            { key: 'BUSINESS', name: 'Business' },
          ],
        },
      ],
    },
    {
      name: 'IBAN',
      group: [
        {
          key: 'IBAN',
          name: 'IBAN',
          type: 'text',
          required: true,
          displayFormat: '**** **** **** **** **** **',
          example: IBAN_EXAMPLE,
          validationRegexp: '^[a-zA-Z]{2}[0-9]{2}[a-zA-Z0-9]{4}[0-9]{7}([a-zA-Z0-9]?){0,16}$',
        },
      ],
    },
    {
      name: 'BIC',
      group: [
        {
          key: 'BIC',
          name: 'BIC',
          type: 'text',
          required: false,
          example: 'BOFIIE2D',
          validationRegexp: '^[A-Za-z]{6}[A-Za-z\\d]{2}([A-Za-z\\d]{3})?$',
        },
      ],
    },
  ],
};

export const EUR_SWIFT_FORM: AccountRequirement = {
  type: 'swift_code',
  title: 'SWIFT',
  usageInfo: 'For banks outside the euro area.',
  fields: [
    {
      name: 'SWIFT / BIC code',
      group: [
        { key: 'swiftCode', name: 'SWIFT / BIC code', type: 'text', required: true, example: 'BUKBGB22' },
      ],
    },
    {
      name: 'Account number',
      group: [{ key: 'accountNumber', name: 'Account number', type: 'text', required: true }],
    },
  ],
};

export const EMAIL_FORM: AccountRequirement = {
  type: 'email',
  title: 'Email',
  usageInfo: null,
  fields: [{ name: 'Email', group: [{ key: 'email', name: 'Email', type: 'email', required: true }] }],
};

/** USD: the country asks the forms again; the United States bring a state. */
const usdForm = (withState: boolean): AccountRequirement => ({
  type: 'aba',
  title: 'ACH',
  usageInfo: null,
  fields: [
    {
      name: 'ACH routing number',
      group: [
        {
          key: 'abartn',
          name: 'ACH routing number',
          type: 'text',
          required: true,
          example: '026009593',
          validationRegexp: '^\\d{9}$',
        },
      ],
    },
    {
      name: 'Account type',
      group: [
        {
          key: 'accountType',
          name: 'Account type',
          type: 'radio',
          required: true,
          valuesAllowed: [
            { key: 'CHECKING', name: 'Checking' },
            { key: 'SAVINGS', name: 'Savings' },
          ],
        },
      ],
    },
    {
      name: 'Country',
      group: [
        {
          key: 'address.country',
          name: 'Country',
          type: 'select',
          required: true,
          refreshRequirementsOnChange: true,
          valuesAllowed: [
            { key: '', name: 'Choose a country' },
            { key: 'US', name: 'United States' },
            { key: 'GB', name: 'United Kingdom' },
          ],
        },
      ],
    },
    ...(withState
      ? [
          {
            name: 'State',
            group: [{ key: 'address.state', name: 'State', type: 'text' as const, required: true }],
          },
        ]
      : []),
    {
      name: 'City',
      group: [{ key: 'address.city', name: 'City', type: 'text', required: true }],
    },
  ],
});

export const USD_FORM = usdForm(false);
export const USD_FORM_WITH_STATE = usdForm(true);

export const RIGHTS_HOLDER = '3f0e2a8c-5b1d-4c6e-9a7f-1d2e3c4b5a69';

/** A stored EUR IBAN setting, its IBAN masked. */
export const STORED_IBAN_SETTING: PaymentSetting = {
  rights_holder: RIGHTS_HOLDER,
  payment_type: 1,
  currency: 'EUR',
  data: {
    currency: 'EUR',
    type: 'iban',
    accountHolderName: 'Olga Owner',
    details: { legalType: 'PRIVATE', IBAN: '******************3000' },
  },
  form_title: 'IBAN',
  masked: ['IBAN'],
  details_hidden: false,
  recipient_id: null,
  updated_at: '2025-03-01T10:00:00.000Z',
};
