import { describe, expect, it } from 'vitest';
import type { AccountRequirement, Details } from '../../../shared/paymentSettings';
import { cachedRequirements } from './cache';
import { ProviderError, type PaymentProvider, type RecipientAccount } from './provider';

const formsFor = (target: string, version = 1): AccountRequirement[] => [
  {
    type: `${target.toLowerCase()}_local`,
    title: `Version ${version}`,
    usageInfo: null,
    fields: [
      { name: 'Account', group: [{ key: 'accountNumber', name: 'Account', type: 'text', required: true }] },
    ],
  },
];

/** A provider that counts its calls; `answer` decides each one (by default the forms of the target). */
function fakeProvider(answer?: (target: string, call: number) => Promise<AccountRequirement[]>) {
  const calls: { target: string; refresh?: { type: string; details: Details } }[] = [];
  const provider: PaymentProvider = {
    name: 'the fake',
    accountRequirements(target, refresh) {
      calls.push({ target, refresh });
      return answer ? answer(target, calls.length) : Promise.resolve(formsFor(target, calls.length));
    },
  };
  return { provider, calls };
}

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('cachedRequirements', () => {
  it('keeps the forms of a currency for the ttl, and asks again once it has passed', async () => {
    let clock = 1_000;
    const { provider, calls } = fakeProvider();
    const cached = cachedRequirements(provider, 60_000, () => clock);
    expect((await cached.accountRequirements('EUR'))[0].title).toBe('Version 1');
    clock += 59_999;
    expect((await cached.accountRequirements('EUR'))[0].title).toBe('Version 1');
    expect(calls).toHaveLength(1);
    clock += 1;
    expect((await cached.accountRequirements('EUR'))[0].title).toBe('Version 2');
    expect(calls).toHaveLength(2);
  });

  it('keeps each currency apart', async () => {
    const { provider, calls } = fakeProvider();
    const cached = cachedRequirements(provider, 60_000, () => 0);
    expect((await cached.accountRequirements('EUR'))[0].type).toBe('eur_local');
    expect((await cached.accountRequirements('GBP'))[0].type).toBe('gbp_local');
    expect((await cached.accountRequirements('EUR'))[0].type).toBe('eur_local');
    expect(calls.map((call) => call.target)).toEqual(['EUR', 'GBP']);
  });

  it('shares one request between concurrent lookups of a currency', async () => {
    const pending = deferred<AccountRequirement[]>();
    const { provider, calls } = fakeProvider(() => pending.promise);
    const cached = cachedRequirements(provider, 60_000, () => 0);
    const lookups = [cached.accountRequirements('USD'), cached.accountRequirements('USD')];
    expect(calls).toHaveLength(1);
    pending.resolve(formsFor('USD'));
    const [first, second] = await Promise.all(lookups);
    expect(first).toEqual(formsFor('USD'));
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('keeps no failure: every waiting caller gets it, and the next lookup asks again', async () => {
    const pending = deferred<AccountRequirement[]>();
    const { provider, calls } = fakeProvider((target, call) =>
      call === 1 ? pending.promise : Promise.resolve(formsFor(target, call)),
    );
    const cached = cachedRequirements(provider, 60_000, () => 0);
    const lookups = Promise.allSettled([
      cached.accountRequirements('USD'),
      cached.accountRequirements('USD'),
    ]);
    pending.reject(new ProviderError('unavailable', 'down'));
    const results = await lookups;
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    for (const result of results)
      expect((result as PromiseRejectedResult).reason).toHaveProperty('message', 'down');
    expect((await cached.accountRequirements('USD'))[0].title).toBe('Version 2');
    expect(calls).toHaveLength(2);
  });

  it('passes refresh lookups through, every time, and keeps none of them', async () => {
    const { provider, calls } = fakeProvider();
    const cached = cachedRequirements(provider, 60_000, () => 0);
    const refresh = { type: 'aba', details: { 'address.country': 'US' } };
    await cached.accountRequirements('USD', refresh);
    await cached.accountRequirements('USD', refresh);
    expect(calls).toEqual([
      { target: 'USD', refresh },
      { target: 'USD', refresh },
    ]);
    // The plain lookup is not answered from a refresh.
    expect((await cached.accountRequirements('USD'))[0].title).toBe('Version 3');
  });

  it('keeps nothing when the ttl is 0', async () => {
    const { provider, calls } = fakeProvider();
    const cached = cachedRequirements(provider, 0, () => 0);
    await cached.accountRequirements('EUR');
    await cached.accountRequirements('EUR');
    expect(calls).toHaveLength(2);
  });

  it('answers copies: a caller that changes its forms does not change what is kept', async () => {
    const { provider } = fakeProvider();
    const cached = cachedRequirements(provider, 60_000, () => 0);
    const first = await cached.accountRequirements('EUR');
    first[0].title = 'changed';
    first[0].fields[0].group[0].required = false;
    first.push(...formsFor('GBP'));
    const second = await cached.accountRequirements('EUR');
    expect(second).toEqual(formsFor('EUR'));
  });

  it('keeps the name, and recipient creation only where the provider has it', async () => {
    const { provider } = fakeProvider();
    expect(cachedRequirements(provider, 1).name).toBe('the fake');
    expect(cachedRequirements(provider, 1).createRecipient).toBeUndefined();
    const created: RecipientAccount[] = [];
    const creating: PaymentProvider = {
      ...provider,
      async createRecipient(account) {
        created.push(account);
        return { id: '42' };
      },
    };
    const account: RecipientAccount = {
      currency: 'EUR',
      type: 'iban',
      accountHolderName: 'Ann Johnson',
      ownedByCustomer: true,
      details: { IBAN: 'DE89370400440532013000' },
    };
    const cached = cachedRequirements(creating, 60_000);
    expect(await cached.createRecipient!(account)).toEqual({ id: '42' });
    expect(await cached.createRecipient!(account)).toEqual({ id: '42' });
    expect(created).toHaveLength(2);
  });
});
