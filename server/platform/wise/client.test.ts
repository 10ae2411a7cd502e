import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inputsOf } from '../../../shared/paymentSettings';
import { startLocalWise, type LocalWise } from '../../../tests/support/wiseStandIn';
import { flattenDetails, isSameRecipient, nestDetails, TIMEOUT_MESSAGE, wiseProvider } from './client';
import { ProviderError, type PaymentProvider, type RecipientAccount } from './provider';

let wise: LocalWise;
let provider: PaymentProvider;

beforeAll(async () => {
  wise = await startLocalWise();
  provider = wiseProvider(wise.settings);
});
afterAll(() => wise.close());
beforeEach(() => {
  wise.requests.length = 0;
});

const lastRequest = () => wise.requests[wise.requests.length - 1];

/** The ProviderError a call ends in (fails the test when it succeeds or throws something else). */
async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const GBP_ACCOUNT: RecipientAccount = {
  currency: 'GBP',
  type: 'sort_code',
  accountHolderName: 'Ann Johnson',
  ownedByCustomer: true,
  details: { legalType: 'PRIVATE', sortCode: '231470', accountNumber: '28821822' },
};

describe('nestDetails and flattenDetails', () => {
  it('nests dot paths and flattens them back', () => {
    const flat = { legalType: 'PRIVATE', 'address.country': 'US', 'address.city': 'Austin', IBAN: 'DE89' };
    const nested = nestDetails(flat);
    expect(nested).toEqual({
      legalType: 'PRIVATE',
      address: { country: 'US', city: 'Austin' },
      IBAN: 'DE89',
    });
    expect(flattenDetails(nested)).toEqual(flat);
  });

  it("never writes through a path onto Object's prototype", () => {
    const nested = nestDetails({ 'address.__proto__.polluted': 'yes', 'a.constructor.prototype.b': 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).b).toBeUndefined();
    expect(nested).toEqual({});
  });

  it('answers an empty object for no details', () => {
    expect(nestDetails({})).toEqual({});
    expect(flattenDetails(null)).toEqual({});
  });
});

describe('accountRequirements', () => {
  it('asks Wise v1.1 with the token, the source currency and the form source amount', async () => {
    await provider.accountRequirements('EUR');
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/v1/account-requirements');
    expect(request.query).toEqual({ source: 'USD', target: 'EUR', sourceAmount: '0' });
    expect(request.headers.authorization).toBe(`Bearer ${wise.settings.token}`);
    expect(request.headers['accept-minor-version']).toBe('1');
    expect(request.headers.accept).toBe('application/json');
  });

  it("answers the forms without Wise's holder-name input and without properties the app does not use", async () => {
    const forms = await provider.accountRequirements('EUR');
    expect(forms.map((form) => form.type)).toEqual(['iban', 'swift_code', 'email']);
    const keys = forms.flatMap((form) => inputsOf(form).map((input) => input.key));
    expect(keys).not.toContain('accountHolderName');
    expect(keys).toContain('IBAN');
    const iban = inputsOf(forms[0]).find((input) => input.key === 'IBAN');
    expect(iban).toMatchObject({ type: 'text', required: true, example: 'DE89370400440532013000' });
    expect(iban).not.toHaveProperty('validationAsync');
    // The email form's holder-name field is gone with its input; the form itself stays.
    expect(forms[2].fields.map((field) => field.name)).toEqual(['Email', "Recipient's preferred language"]);
  });

  it('answers [] for a route Wise does not support', async () => {
    expect(await provider.accountRequirements('XTS')).toEqual([]);
  });

  it('posts a refresh with the partial recipient nested, and answers the refreshed forms', async () => {
    const before = await provider.accountRequirements('USD');
    const forms = await provider.accountRequirements('USD', {
      type: 'aba',
      details: { legalType: 'PRIVATE', 'address.country': 'US' },
    });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.query).toEqual({ source: 'USD', target: 'USD', sourceAmount: '0' });
    expect(request.headers['content-type']).toContain('application/json');
    expect(request.body).toEqual({
      type: 'aba',
      details: { legalType: 'PRIVATE', address: { country: 'US' } },
    });
    const keysOf = (list: typeof forms) =>
      inputsOf(list.find((form) => form.type === 'aba')!).map((i) => i.key);
    expect(keysOf(before)).not.toContain('address.state');
    expect(keysOf(forms)).toContain('address.state');
  });

  it('drops inputs of a type the app does not know, and forms it cannot read, without failing', async () => {
    wise.failNext(200, [
      {
        type: 'odd',
        title: 'Odd',
        usageInfo: 'Use it.',
        unknown: true,
        fields: [
          { name: 'Tick', group: [{ key: 'tick', name: 'Tick', type: 'checkbox', required: true }] },
          { name: 'Code', group: [{ key: 'code', name: 'Code', type: 'number', required: true, extra: 1 }] },
          {
            name: 'Holder',
            group: [{ key: 'accountHolderName', name: 'Holder', type: 'text', required: true }],
          },
        ],
      },
      { title: 'no type' },
      'not a form',
    ]);
    const forms = await provider.accountRequirements('EUR');
    expect(forms).toEqual([
      {
        type: 'odd',
        title: 'Odd',
        usageInfo: 'Use it.',
        fields: [
          {
            name: 'Code',
            group: [
              {
                key: 'code',
                name: 'Code',
                type: 'number',
                refreshRequirementsOnChange: false,
                required: true,
                displayFormat: null,
                example: null,
                minLength: null,
                maxLength: null,
                validationRegexp: null,
                valuesAllowed: null,
              },
            ],
          },
        ],
      },
    ]);
  });

  it("fails ('failed') on an answer that is not a list of forms", async () => {
    wise.failNext(200, { forms: [] });
    const error = await failure(provider.accountRequirements('EUR'));
    expect(error.kind).toBe('failed');
  });

  it("fails ('failed') on an answer that is not JSON", async () => {
    wise.failNext(200, '<html>maintenance</html>', { 'content-type': 'text/html' });
    const error = await failure(provider.accountRequirements('EUR'));
    expect(error.kind).toBe('failed');
  });
});

describe('findRecipient and isSameRecipient', () => {
  it('finds an active recipient of the same details, whatever separators and case Wise answers them in', async () => {
    const made = await provider.createRecipient!({
      ...GBP_ACCOUNT,
      accountHolderName: 'Finn Lookup',
      details: { ...GBP_ACCOUNT.details, accountNumber: '55554444' },
    });
    const found = await provider.findRecipient!({
      ...GBP_ACCOUNT,
      accountHolderName: ' finn  lookup ',
      details: { ...GBP_ACCOUNT.details, accountNumber: '55554444' },
    });
    expect(found).toEqual(made);
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: '/v1/accounts',
      query: { profile: String(wise.settings.profileId), currency: 'GBP' },
    });
    const other = await provider.findRecipient!({
      ...GBP_ACCOUNT,
      accountHolderName: 'Finn Lookup',
      details: { ...GBP_ACCOUNT.details, accountNumber: '55554445' },
    });
    expect(other).toBeUndefined();
  });

  it('compares only what the app sends, and never an inactive account', () => {
    const listed = {
      id: 7,
      currency: 'EUR',
      type: 'iban',
      accountHolderName: 'Nina Owner',
      active: true,
      details: { legalType: 'PRIVATE', IBAN: 'DE89 3704 0044 0532 0130 00', iban: null, BIC: 'COBADEFFXXX' },
    };
    const account: RecipientAccount = {
      currency: 'EUR',
      type: 'iban',
      accountHolderName: 'Nina Owner',
      ownedByCustomer: true,
      details: { legalType: 'PRIVATE', IBAN: 'DE89370400440532013000' },
    };
    expect(isSameRecipient(listed, account)).toBe(true);
    expect(isSameRecipient({ ...listed, active: false }, account)).toBe(false);
    expect(isSameRecipient({ ...listed, accountHolderName: 'Nina Other' }, account)).toBe(false);
    expect(isSameRecipient({ ...listed, type: 'swift_code' }, account)).toBe(false);
    expect(isSameRecipient({ ...listed, details: { legalType: 'PRIVATE' } }, account)).toBe(false);
  });
});

describe('createRecipient', () => {
  it('creates the recipient under the configured profile and answers its id as text', async () => {
    const first = await provider.createRecipient!(GBP_ACCOUNT);
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/accounts');
    expect(request.headers.authorization).toBe(`Bearer ${wise.settings.token}`);
    expect(request.body).toEqual({
      currency: 'GBP',
      type: 'sort_code',
      profile: wise.settings.profileId,
      ownedByCustomer: true,
      accountHolderName: 'Ann Johnson',
      details: { legalType: 'PRIVATE', sortCode: '231470', accountNumber: '28821822' },
    });
    const second = await provider.createRecipient!(GBP_ACCOUNT);
    expect(typeof first.id).toBe('string');
    expect(Number(second.id)).toBe(Number(first.id) + 1);
    expect(wise.accounts.at(-1)).toMatchObject({ id: Number(second.id), country: 'GB', active: true });
  });

  it('sends nested address details', async () => {
    await provider.createRecipient!({
      currency: 'USD',
      type: 'aba',
      accountHolderName: 'John Smith',
      ownedByCustomer: true,
      details: {
        legalType: 'PRIVATE',
        abartn: '111000025',
        accountNumber: '12345678',
        accountType: 'CHECKING',
        'address.country': 'US',
        'address.state': 'AZ',
        'address.city': 'Phoenix',
        'address.firstLine': '45 Sunflower Ave',
        'address.postCode': '85001',
      },
    });
    expect((lastRequest().body as { details: unknown }).details).toMatchObject({
      address: { country: 'US', state: 'AZ', city: 'Phoenix' },
    });
  });

  it("maps Wise's 422 NOT_VALID errors to 'invalid' with the fields by details key", async () => {
    const error = await failure(
      provider.createRecipient!({
        currency: 'USD',
        type: 'aba',
        accountHolderName: 'Jo',
        ownedByCustomer: true,
        details: { legalType: 'PRIVATE', abartn: '12', accountNumber: '12345678', accountType: 'CHECKING' },
      }),
    );
    expect(error.kind).toBe('invalid');
    expect(error.status).toBe(422);
    const paths = error.fields.map((field) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining(['accountHolderName', 'abartn', 'address.country', 'address.city']),
    );
    expect(error.fields.find((field) => field.path === 'accountHolderName')?.message).toBe(
      'Please enter the recipients first and last name.',
    );
    expect(error.message).toContain('Please enter the recipients first and last name.');
  });

  it('is refused by the stand-in for a value outside the allowed list or another profile', async () => {
    const badType = await failure(
      provider.createRecipient!({ ...GBP_ACCOUNT, details: { ...GBP_ACCOUNT.details, legalType: 'ROBOT' } }),
    );
    expect(badType.fields.map((field) => field.path)).toEqual(['legalType']);
    const other = wiseProvider({ ...wise.settings, profileId: 1 });
    const badProfile = await failure(other.createRecipient!(GBP_ACCOUNT));
    expect(badProfile.kind).toBe('invalid');
    expect(badProfile.fields.map((field) => field.path)).toEqual(['profile']);
  });

  it('can stage a failure for one route only', async () => {
    wise.failNext(503, 'down', {}, '/v1/accounts');
    await provider.accountRequirements('GBP');
    const error = await failure(provider.createRecipient!(GBP_ACCOUNT));
    expect(error.kind).toBe('unavailable');
    expect(wise.requests.map((request) => request.path)).toEqual([
      '/v1/account-requirements',
      '/v1/accounts',
    ]);
  });

  it("fails ('failed') when the answer names no recipient", async () => {
    wise.failNext(200, { active: true });
    const error = await failure(provider.createRecipient!(GBP_ACCOUNT));
    expect(error.kind).toBe('failed');
  });
});

describe('errors', () => {
  it("maps a refused token (401, Wise's OAuth form) to 'unauthorized', with Wise's message and never the token", async () => {
    const wrong = wiseProvider({ ...wise.settings, token: 'wrong-token-never-shown' });
    const error = await failure(wrong.accountRequirements('EUR'));
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid token');
    expect(error.message).not.toContain('wrong-token-never-shown');
  });

  it("maps 403 to 'unauthorized' and blanks the token when Wise echoes it", async () => {
    wise.failNext(403, {
      error: 'access_denied',
      error_description: `Token ${wise.settings.token} lacks a scope`,
    });
    const error = await failure(provider.accountRequirements('EUR'));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).not.toContain(wise.settings.token);
    expect(error.message).toContain('lacks a scope');
  });

  it("maps 429 to 'rate_limited', saying when to try again", async () => {
    wise.failNext(
      429,
      { errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded' }] },
      {
        'retry-after': '30',
      },
    );
    const error = await failure(provider.accountRequirements('EUR'));
    expect(error.kind).toBe('rate_limited');
    expect(error.message).toContain('Rate limit exceeded');
    expect(error.message).toContain('30 s');
  });

  it("maps 5xx to 'unavailable' and other refusals to 'failed'", async () => {
    wise.failNext(503, 'Service Unavailable');
    const unavailable = await failure(provider.accountRequirements('EUR'));
    expect(unavailable.kind).toBe('unavailable');
    expect(unavailable.status).toBe(503);
    wise.failNext(404, { errors: [{ code: 'NOT_FOUND', message: 'Profile not found' }] });
    const failed = await failure(provider.accountRequirements('EUR'));
    expect(failed.kind).toBe('failed');
    expect(failed.message).toBe('Profile not found');
  });

  it("maps a missing answer to 'timeout'", async () => {
    const hasty = wiseProvider({ ...wise.settings, timeoutMs: 100 });
    wise.delayNext(400);
    const error = await failure(hasty.accountRequirements('EUR'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(TIMEOUT_MESSAGE);
  });

  it("maps an unreachable provider to 'unavailable'", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = wiseProvider({ ...wise.settings, apiUrl: `http://127.0.0.1:${port}` });
    const error = await failure(nowhere.accountRequirements('EUR'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).not.toContain(wise.settings.token);
  });

  it('names itself by its address, never by its token', () => {
    expect(provider.name).toBe(`Wise at ${wise.settings.apiUrl}`);
    expect(provider.name).not.toContain(wise.settings.token);
  });
});
