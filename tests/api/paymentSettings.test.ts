import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FORM_REFRESHES_PER_MINUTE, SUPPORTED_CURRENCIES } from '../../shared/constants';
import type { AccountRequirement, PaymentSetting } from '../../shared/paymentSettings';
import { activityLogs } from '../../server/entities/activityLog/table';
import { detailsOf } from '../../server/entities/paymentSettings/repository';
import { paymentSettings } from '../../server/entities/paymentSettings/table';
import { users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

const IBAN = 'DE89370400440532013000';
const RETRY_IBAN = 'FR1420041010050500013M02606';
const SECOND_IBAN = 'NL91ABNA0417164300';
const FORM = '/api/payment/history/wise/dynamic/form';
const ADD = '/api/rights/holders/payment/add';
const CREATE_RECIPIENT = '/api/payment/history/wise/account/create';
const HISTORY = '/api/rights/holders/payment/history';

const idOf = async (t: TestApp, email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

const euroBank = (
  rightsHolder: string,
  details: Record<string, string>,
  accountHolderName = 'Nina Owner',
) => ({
  rights_holder: rightsHolder,
  currency: 'EUR',
  payment_type: 1,
  data: { currency: 'EUR', type: 'iban', ownedByCustomer: true, accountHolderName, details },
});

async function currentOf(t: TestApp, token: string, rightsHolder: string): Promise<PaymentSetting | null> {
  const response = await call(t.app, token, 'PATCH', `/api/rights/holders/payment/${rightsHolder}`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

const rowsOf = async (t: TestApp, rightsHolder: string) =>
  t.db.select().from(paymentSettings).where(eq(paymentSettings.rightsHolderId, rightsHolder));

describe('payment settings on the offline catalogue (no Wise token)', () => {
  let t: TestApp;
  let nina: string;
  let rita: string;
  beforeAll(async () => {
    t = await createTestApp();
    nina = await idOf(t, 'newrightsholder@example.com');
    rita = await idOf(t, 'rightsholder@example.com');
  });
  afterAll(() => t.close());

  it('answers bank forms for every one of the 47 currencies, never an email form', async () => {
    const manager = await t.login('manager@example.com');
    for (const currency of SUPPORTED_CURRENCIES) {
      const response = await call(t.app, manager, 'POST', FORM, { target: currency, sourceAmount: '0' });
      expect(response.statusCode, currency).toBe(200);
      const forms: AccountRequirement[] = response.json().result;
      expect(forms.length, currency).toBeGreaterThan(0);
      expect(
        forms.map((form) => form.type),
        currency,
      ).not.toContain('email');
    }
    const euro = (await call(t.app, manager, 'POST', FORM, { target: 'EUR', sourceAmount: '0' })).json()
      .result;
    const iban = euro.find((form: AccountRequirement) => form.type === 'iban');
    expect(
      iban.fields.flatMap((f: AccountRequirement['fields'][number]) => f.group.map((g) => g.key)),
    ).toContain('IBAN');
  });

  it("refuses a currency outside the list with the spec's messages", async () => {
    const manager = await t.login('manager@example.com');
    const unknown = await call(t.app, manager, 'POST', FORM, { target: 'XYZ', sourceAmount: '0' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ target: 'Currency not found' });
    const empty = await call(t.app, manager, 'POST', FORM, { target: '', sourceAmount: '0' });
    expect(empty.json().errors).toEqual({ target: 'Currency is required field' });
    const amount = await call(t.app, manager, 'POST', FORM, { target: 'EUR', sourceAmount: '10' });
    expect(amount.statusCode).toBe(400);
  });

  it('follows the refresh protocol: a US address adds the state', async () => {
    const manager = await t.login('manager@example.com');
    const keys = async (body: object) => {
      const forms: AccountRequirement[] = (await call(t.app, manager, 'POST', FORM, body)).json().result;
      return forms.find((form) => form.type === 'aba')!.fields.flatMap((f) => f.group.map((g) => g.key));
    };
    expect(await keys({ target: 'USD', sourceAmount: '0' })).not.toContain('address.state');
    const refreshed = await keys({
      target: 'USD',
      sourceAmount: '0',
      type: 'aba',
      details: { 'address.country': 'US' },
    });
    expect(refreshed).toContain('address.state');
    const half = await call(t.app, manager, 'POST', FORM, { target: 'USD', sourceAmount: '0', type: 'aba' });
    expect(half.json().errors).toEqual({ details: 'is required to refresh a form' });
  });

  it('reads the seeded setting back masked but for the last four characters, to those who see money', async () => {
    for (const email of ['rightsholder@example.com', 'admin@example.com', 'viewer@example.com']) {
      const setting = await currentOf(t, await t.login(email), rita);
      expect(setting, email).toMatchObject({
        rights_holder: rita,
        payment_type: 1,
        currency: 'EUR',
        details_hidden: false,
        masked: ['IBAN'],
        data: {
          currency: 'EUR',
          type: 'iban',
          accountHolderName: 'Rita Rights',
          details: { legalType: 'PRIVATE', IBAN: '******************3000' },
        },
      });
      expect(JSON.stringify(setting)).not.toContain(IBAN);
    }
  });

  it('hides the bank details from those who are not shown money', async () => {
    for (const email of ['managerlimited@example.com', 'viewerlimited@example.com', 'rhteam@example.com']) {
      const setting = await currentOf(t, await t.login(email), rita);
      expect(setting, email).toMatchObject({ details_hidden: true, masked: [], currency: 'EUR' });
      expect(setting!.data, email).toEqual({ currency: 'EUR', type: 'iban' });
    }
  });

  it('keeps bank details encrypted at rest', async () => {
    const [row] = (await rowsOf(t, rita)).filter((setting) => setting.supersededAt === null);
    expect(row.details).not.toContain(IBAN);
    expect(row.accountHolderName).not.toContain('Rita');
    expect(detailsOf(row, t.google.connection.cipher).IBAN).toBe(IBAN);
  });

  it('refuses creators, viewers and other rights holders, changing nothing', async () => {
    const body = euroBank(nina, { legalType: 'PRIVATE', IBAN });
    for (const email of ['creator@example.com', 'creatorteam@example.com']) {
      const token = await t.login(email);
      expect((await call(t.app, token, 'POST', ADD, body)).statusCode, email).toBe(403);
      expect((await call(t.app, token, 'PATCH', `/api/rights/holders/payment/${rita}`, {})).statusCode).toBe(
        403,
      );
      expect((await call(t.app, token, 'POST', FORM, { target: 'EUR', sourceAmount: '0' })).statusCode).toBe(
        403,
      );
    }
    for (const email of ['viewer@example.com', 'viewerlimited@example.com', 'rhteam@example.com']) {
      expect((await call(t.app, await t.login(email), 'POST', ADD, body)).statusCode, email).toBe(403);
    }
    const rightsHolder = await t.login('rightsholder@example.com');
    expect((await call(t.app, rightsHolder, 'POST', ADD, body)).statusCode).toBe(404);
    expect(
      (await call(t.app, rightsHolder, 'PATCH', `/api/rights/holders/payment/${nina}`, {})).statusCode,
    ).toBe(404);
    expect(await rowsOf(t, nina)).toEqual([]);
  });

  it('checks the bank details against the form and reports every refused field, storing nothing', async () => {
    const manager = await t.login('manager@example.com');
    const bad = await call(
      t.app,
      manager,
      'POST',
      ADD,
      euroBank(nina, { legalType: 'PRIVATE', IBAN: 'DE89 12' }, 'Nina'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'data.details.IBAN': 'Invalid format, e.g, DE89370400440532013000',
      'data.accountHolderName': 'Please enter the recipients first and last name.',
    });
    const missing = await call(t.app, manager, 'POST', ADD, euroBank(nina, { legalType: 'PRIVATE' }));
    expect(missing.json().errors).toEqual({ 'data.details.IBAN': 'This field is required!' });
    const stranger = await call(
      t.app,
      manager,
      'POST',
      ADD,
      euroBank(nina, { legalType: 'PRIVATE', IBAN, pin: '1' }),
    );
    expect(stranger.json().errors).toEqual({ 'data.details.pin': 'is not an input of this form' });
    const choice = await call(t.app, manager, 'POST', ADD, euroBank(nina, { legalType: 'ROBOT', IBAN }));
    expect(choice.json().errors).toEqual({ 'data.details.legalType': 'Choose one of the listed values.' });
    const form = await call(t.app, manager, 'POST', ADD, {
      ...euroBank(nina, { IBAN }),
      data: { ...euroBank(nina, { IBAN }).data, type: 'sort_code' },
    });
    expect(form.json().errors).toEqual({ 'data.type': 'is not a form of EUR' });
    const currency = await call(t.app, manager, 'POST', ADD, {
      ...euroBank(nina, { IBAN }),
      currency: 'XYZ',
    });
    expect(currency.json().errors).toMatchObject({ currency: 'Currency not found' });
    const email = await call(t.app, manager, 'POST', ADD, {
      rights_holder: nina,
      currency: 'GBP',
      payment_type: 2,
      data: { currency: 'GBP', type: 'email', accountHolderName: 'Nina Owner', details: { email: 'nina@' } },
    });
    expect(email.json().errors).toEqual({ 'data.details.email': 'Please enter a valid email!' });
    const other = await call(t.app, manager, 'POST', ADD, {
      rights_holder: nina,
      currency: 'GBP',
      payment_type: 3,
      data: { currency: 'GBP' },
    });
    expect(other.json().errors).toEqual({ data: 'must be empty for payment type 3' });
    expect(await rowsOf(t, nina)).toEqual([]);
  });

  it('checks inputs a refresh adds: a US address needs its state', async () => {
    const manager = await t.login('manager@example.com');
    const body = (extra: Record<string, string>) => ({
      rights_holder: nina,
      currency: 'USD',
      payment_type: 1,
      data: {
        currency: 'USD',
        type: 'aba',
        ownedByCustomer: true,
        accountHolderName: 'Nina Owner',
        details: {
          legalType: 'PRIVATE',
          abartn: '026009593',
          accountNumber: '12345678',
          accountType: 'CHECKING',
          'address.country': 'US',
          'address.city': 'Boston',
          'address.firstLine': '1 Main Street',
          'address.postCode': '02110',
          ...extra,
        },
      },
    });
    const response = await call(t.app, manager, 'POST', ADD, body({}));
    expect(response.json().errors).toEqual({ 'data.details.address.state': 'This field is required!' });
    expect(await rowsOf(t, nina)).toEqual([]);
  });

  it('stores a change as the current setting, keeps the one before as history and logs no bank details', async () => {
    const manager = await t.login('manager@example.com');
    const first = await call(t.app, manager, 'POST', ADD, euroBank(nina, { legalType: 'PRIVATE', IBAN }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Payment setting updated.',
      result: { payment_type: 1, currency: 'EUR', recipient_id: null, masked: ['IBAN'] },
    });
    const other = await call(t.app, manager, 'POST', ADD, {
      rights_holder: nina,
      currency: 'GBP',
      payment_type: 3,
      data: {},
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await currentOf(t, manager, nina)).toMatchObject({ payment_type: 3, currency: 'GBP', data: {} });
    const rows = await rowsOf(t, nina);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.supersededAt === null).map((row) => row.paymentType)).toEqual([3]);
    const log = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, nina));
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(log)).not.toContain(IBAN);
  });

  it('lists the earlier settings, masked, with their dates and who set and replaced them', async () => {
    const manager = await t.login('manager@example.com');
    const [{ name }] = await t.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, 'manager@example.com'));
    const answer = await call(t.app, manager, 'GET', `${HISTORY}/${nina}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, total } = answer.json().result;
    expect(total).toBe(1);
    const [earlier] = data;
    expect(earlier).toMatchObject({
      rights_holder: nina,
      payment_type: 1,
      currency: 'EUR',
      masked: ['IBAN'],
      details_hidden: false,
      data: { type: 'iban', accountHolderName: 'Nina Owner', details: { IBAN: '******************3000' } },
      set_by: name,
      replaced_by: name,
    });
    expect(JSON.stringify(data)).not.toContain(IBAN);
    expect(Date.parse(earlier.replaced_at)).toBeGreaterThanOrEqual(Date.parse(earlier.updated_at));
    const current = (await currentOf(t, manager, nina))!;
    expect(earlier.replaced_at).toBe(current.updated_at);
    const paged = await call(t.app, manager, 'GET', `${HISTORY}/${nina}?page=2&limit=1`);
    expect(paged.statusCode, paged.body).toBe(200);
    expect(paged.json().result).toEqual({ data: [], total: 1 });
    for (const query of ['limit=0', 'limit=101', 'page=x']) {
      const bad = await call(t.app, manager, 'GET', `${HISTORY}/${nina}?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(Object.keys(bad.json().errors), query).toEqual([query.split('=')[0]]);
    }
  });

  it('shows the history to staff and the rights holder side, details only to those who see money', async () => {
    for (const email of ['managerlimited@example.com', 'viewerlimited@example.com']) {
      const answer = await call(t.app, await t.login(email), 'GET', `${HISTORY}/${nina}`);
      expect(answer.statusCode, email).toBe(200);
      const [earlier] = answer.json().result.data;
      expect(earlier, email).toMatchObject({ details_hidden: true, masked: [], data: { type: 'iban' } });
      expect(earlier.data.details, email).toBeUndefined();
    }
    const own = await call(t.app, await t.login('rightsholder@example.com'), 'GET', `${HISTORY}/${rita}`);
    expect(own.statusCode, own.body).toBe(200);
    // The seeded earlier account, in pounds, its account number masked.
    expect(own.json().result.data.at(-1)).toMatchObject({
      currency: 'GBP',
      data: { type: 'sort_code', details: { sortCode: '**1470', accountNumber: '****1822' } },
    });
    const member = await call(t.app, await t.login('rhteam@example.com'), 'GET', `${HISTORY}/${rita}`);
    expect(member.statusCode, member.body).toBe(200);
    const foreign = await call(t.app, await t.login('rightsholder@example.com'), 'GET', `${HISTORY}/${nina}`);
    expect(foreign.statusCode).toBe(404);
    for (const email of ['creator@example.com', 'creatorteam@example.com']) {
      const refused = await call(t.app, await t.login(email), 'GET', `${HISTORY}/${rita}`);
      expect(refused.statusCode, email).toBe(403);
    }
  });

  it('keeps the stored account number when its masked value comes back unchanged', async () => {
    const rightsHolder = await t.login('rightsholder@example.com');
    const loaded = (await currentOf(t, rightsHolder, rita))!;
    const response = await call(t.app, rightsHolder, 'POST', ADD, {
      rights_holder: rita,
      currency: 'EUR',
      payment_type: 1,
      data: { ...loaded.data, ownedByCustomer: true, accountHolderName: 'Rita M Rights' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [current] = await t.db
      .select()
      .from(paymentSettings)
      .where(and(eq(paymentSettings.rightsHolderId, rita), isNull(paymentSettings.supersededAt)));
    expect(detailsOf(current, t.google.connection.cipher).IBAN).toBe(IBAN);
    expect((await currentOf(t, rightsHolder, rita))!.data.accountHolderName).toBe('Rita M Rights');
  });

  it('lets a limited manager change a setting, but not read its details back', async () => {
    const limited = await t.login('managerlimited@example.com');
    const orla = await idOf(t, 'orchid.sounds@example.com');
    const response = await call(t.app, limited, 'POST', ADD, {
      rights_holder: orla,
      currency: 'GBP',
      payment_type: 2,
      data: {
        currency: 'GBP',
        type: 'email',
        accountHolderName: 'Orla Orchid',
        details: { email: 'orla@example.com' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toEqual(
      expect.objectContaining({ details_hidden: true, data: { currency: 'GBP', type: 'email' } }),
    );
  });

  it('creates no recipient account without the provider', async () => {
    const manager = await t.login('manager@example.com');
    const response = await call(t.app, manager, 'POST', CREATE_RECIPIENT, { rights_holder: rita });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/not configured/);
  });
});

describe('payment settings through Wise (a local server speaking its protocol)', () => {
  let t: TestApp;
  let nina: string;
  const TIMEOUT_MS = 300;
  beforeAll(async () => {
    t = await createTestApp({ wise: { formsCacheMs: 60_000, timeoutMs: TIMEOUT_MS } });
    nina = await idOf(t, 'newrightsholder@example.com');
  });
  afterAll(() => t.close());
  const wise = () => t.wise!;
  const requirementCalls = () => wise().requests.filter((r) => r.path === '/v1/account-requirements');

  it("asks Wise for the currency's account requirements, drops the email form and caches the answer", async () => {
    const manager = await t.login('manager@example.com');
    const before = requirementCalls().length;
    const response = await call(t.app, manager, 'POST', FORM, { target: 'GBP', sourceAmount: '0' });
    expect(response.statusCode, response.body).toBe(200);
    const types = response.json().result.map((form: AccountRequirement) => form.type);
    expect(types).toContain('sort_code');
    expect(types).not.toContain('email');
    const [sent] = requirementCalls().slice(before);
    expect(sent).toMatchObject({
      method: 'GET',
      query: { source: 'USD', target: 'GBP', sourceAmount: '0' },
      headers: { authorization: `Bearer ${wise().settings.token}`, 'accept-minor-version': '1' },
    });
    await call(t.app, manager, 'POST', FORM, { target: 'GBP', sourceAmount: '0' });
    expect(requirementCalls().length).toBe(before + 1);
  });

  it('sends a refresh to Wise with the partial recipient, nested', async () => {
    const manager = await t.login('manager@example.com');
    const response = await call(t.app, manager, 'POST', FORM, {
      target: 'USD',
      sourceAmount: '0',
      type: 'aba',
      details: { 'address.country': 'US', legalType: 'PRIVATE' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = requirementCalls().at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ type: 'aba', details: { address: { country: 'US' }, legalType: 'PRIVATE' } });
  });

  it("limits each person's form refreshes, answering 429 with Retry-After and asking Wise nothing more", async () => {
    const admin = await t.login('admin@example.com');
    const refresh = {
      target: 'USD',
      sourceAmount: '0',
      type: 'aba',
      details: { 'address.country': 'US', legalType: 'PRIVATE' },
    };
    const before = requirementCalls().length;
    for (let i = 0; i < PAYMENT_FORM_REFRESHES_PER_MINUTE; i++) {
      expect((await call(t.app, admin, 'POST', FORM, refresh)).statusCode).toBe(200);
    }
    expect(requirementCalls().length).toBe(before + PAYMENT_FORM_REFRESHES_PER_MINUTE);
    const refused = await call(t.app, admin, 'POST', FORM, refresh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many form refreshes: try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(requirementCalls().length).toBe(before + PAYMENT_FORM_REFRESHES_PER_MINUTE);
    // A first load is no refresh (it is cached), and another person's refreshes are their own.
    expect((await call(t.app, admin, 'POST', FORM, { target: 'GBP', sourceAmount: '0' })).statusCode).toBe(
      200,
    );
    const manager = await t.login('manager@example.com');
    expect((await call(t.app, manager, 'POST', FORM, refresh)).statusCode).toBe(200);
  });

  it("turns Wise's failure into a 502 carrying its message", async () => {
    const manager = await t.login('manager@example.com');
    wise().failNext(401, { error: 'invalid_token', error_description: 'Invalid token' });
    const refused = await call(t.app, manager, 'POST', FORM, { target: 'JPY', sourceAmount: '0' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/^The money-transfer provider answered: .*Invalid token/);
    expect(refused.body).not.toContain(wise().settings.token);
    wise().failNext(503, { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'Down for maintenance' }] });
    const down = await call(t.app, manager, 'POST', FORM, { target: 'JPY', sourceAmount: '0' });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toContain('Down for maintenance');
    // A failure is not cached: the next ask reaches Wise and succeeds.
    expect((await call(t.app, manager, 'POST', FORM, { target: 'JPY', sourceAmount: '0' })).statusCode).toBe(
      200,
    );
  });

  it('gives up on a slow answer with a 502 instead of hanging', async () => {
    const manager = await t.login('manager@example.com');
    wise().delayNext(TIMEOUT_MS * 5);
    const started = Date.now();
    const response = await call(t.app, manager, 'POST', FORM, { target: 'CHF', sourceAmount: '0' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('did not answer in time');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
  });

  it('creates the recipient account at Wise and stores its id with the setting', async () => {
    const manager = await t.login('manager@example.com');
    const response = await call(t.app, manager, 'POST', ADD, euroBank(nina, { legalType: 'PRIVATE', IBAN }));
    expect(response.statusCode, response.body).toBe(200);
    const created = wise()
      .requests.filter((r) => r.path === '/v1/accounts')
      .at(-1)!;
    expect(created.body).toEqual({
      currency: 'EUR',
      type: 'iban',
      profile: wise().settings.profileId,
      ownedByCustomer: true,
      accountHolderName: 'Nina Owner',
      details: { legalType: 'PRIVATE', IBAN },
    });
    const recipient = response.json().result.recipient_id;
    expect(recipient).toMatch(/^\d+$/);
    expect((await currentOf(t, manager, nina))!.recipient_id).toBe(recipient);
  });

  it("reports Wise's refusal of a detail on its field and stores nothing", async () => {
    const manager = await t.login('manager@example.com');
    const before = await rowsOf(t, nina);
    const refusal = {
      errors: [
        { code: 'NOT_VALID', message: 'Please specify a valid IBAN.', path: 'IBAN', arguments: ['IBAN'] },
      ],
    };
    // Staged for the recipient call: the forms are asked (and refreshed) before it.
    wise().failNext(422, refusal, {}, '/v1/accounts');
    const response = await call(t.app, manager, 'POST', ADD, euroBank(nina, { legalType: 'PRIVATE', IBAN }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ 'data.details.IBAN': 'Please specify a valid IBAN.' });
    expect(await rowsOf(t, nina)).toEqual(before);
  });

  it('creates a recipient for a setting saved without one, once', async () => {
    const manager = await t.login('manager@example.com');
    const rita = await idOf(t, 'rightsholder@example.com');
    const accounts = wise().accounts.length;
    const rows = (await rowsOf(t, rita)).length;
    const response = await call(t.app, manager, 'POST', CREATE_RECIPIENT, { rights_holder: rita });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.recipient_id).toMatch(/^\d+$/);
    expect(wise().accounts.length).toBe(accounts + 1);
    const again = await call(t.app, manager, 'POST', CREATE_RECIPIENT, { rights_holder: rita });
    expect(again.statusCode).toBe(409);
    const count1 = (
      await t.db.select({ n: count() }).from(paymentSettings).where(eq(paymentSettings.rightsHolderId, rita))
    )[0].n;
    expect(count1).toBe(rows);
  });

  /** Makes every write of the table fail until the returned function is called. */
  async function failWrites(on: 'insert' | 'update') {
    await t.db.execute(sql`create function payment_settings_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`);
    await t.db.execute(
      sql.raw(`create trigger payment_settings_test_fail before ${on} on payment_settings
        for each row execute function payment_settings_test_fail()`),
    );
    return async () => {
      await t.db.execute(sql`drop trigger payment_settings_test_fail on payment_settings`);
      await t.db.execute(sql`drop function payment_settings_test_fail()`);
    };
  }

  it('makes one recipient when the setting fails to be stored after Wise made it, and the save is retried', async () => {
    const manager = await t.login('manager@example.com');
    const orla = await idOf(t, 'orchid.sounds@example.com');
    const body = euroBank(orla, { legalType: 'PRIVATE', IBAN: RETRY_IBAN }, 'Orla Orchid');
    const accounts = wise().accounts.length;
    const before = await rowsOf(t, orla);
    const restore = await failWrites('insert');
    try {
      const failed = await call(t.app, manager, 'POST', ADD, body);
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    // Made at Wise, but not stored here.
    expect(wise().accounts.length).toBe(accounts + 1);
    expect(await rowsOf(t, orla)).toEqual(before);

    const retried = await call(t.app, manager, 'POST', ADD, body);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(wise().accounts.length).toBe(accounts + 1);
    const made = wise().accounts.at(-1) as { id: number };
    expect(retried.json().result.recipient_id).toBe(String(made.id));
    expect(
      wise()
        .requests.filter((r) => r.method === 'GET' && r.path === '/v1/accounts')
        .at(-1)!.query,
    ).toEqual({
      profile: String(wise().settings.profileId),
      currency: 'EUR',
    });
  });

  it('makes one recipient when storing its id fails and the creation is asked again', async () => {
    const manager = await t.login('manager@example.com');
    const orla = await idOf(t, 'orchid.sounds@example.com');
    // A setting whose recipient is gone at Wise (deactivated there) and forgotten here.
    const body = euroBank(orla, { legalType: 'PRIVATE', IBAN: SECOND_IBAN }, 'Orla Orchid');
    expect((await call(t.app, manager, 'POST', ADD, body)).statusCode).toBe(200);
    (wise().accounts.at(-1) as { active: boolean }).active = false;
    await t.db
      .update(paymentSettings)
      .set({ recipientId: null })
      .where(and(eq(paymentSettings.rightsHolderId, orla), isNull(paymentSettings.supersededAt)));
    const accounts = wise().accounts.length;
    const restore = await failWrites('update');
    try {
      const failed = await call(t.app, manager, 'POST', CREATE_RECIPIENT, { rights_holder: orla });
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(wise().accounts.length).toBe(accounts + 1);
    const retried = await call(t.app, manager, 'POST', CREATE_RECIPIENT, { rights_holder: orla });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(wise().accounts.length).toBe(accounts + 1);
    expect(retried.json().result.recipient_id).toBe(String((wise().accounts.at(-1) as { id: number }).id));
  });

  it('uses the recipient again when a rights holder goes back to an earlier account', async () => {
    const manager = await t.login('manager@example.com');
    const orla = await idOf(t, 'orchid.sounds@example.com');
    const first = await call(
      t.app,
      manager,
      'POST',
      ADD,
      euroBank(orla, { legalType: 'PRIVATE', IBAN: RETRY_IBAN }, 'Orla Orchid'),
    );
    const accounts = wise().accounts.length;
    const other = euroBank(orla, { legalType: 'PRIVATE', IBAN }, 'Orla  orchid');
    expect((await call(t.app, manager, 'POST', ADD, other)).statusCode).toBe(200);
    expect(wise().accounts.length).toBe(accounts + 1);
    const back = await call(
      t.app,
      manager,
      'POST',
      ADD,
      euroBank(orla, { legalType: 'PRIVATE', IBAN: RETRY_IBAN }, 'Orla Orchid'),
    );
    expect(back.json().result.recipient_id).toBe(first.json().result.recipient_id);
    expect(wise().accounts.length).toBe(accounts + 1);
  });
});
