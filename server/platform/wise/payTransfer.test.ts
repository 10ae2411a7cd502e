import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalWise, type LocalWise } from '../../../tests/support/wiseStandIn';
import { wiseProvider } from './client';
import {
  followTransfer,
  payTransfer,
  PayoutError,
  sourceAmountOf,
  transferKey,
  WiseNotConfiguredError,
} from './payTransfer';

const SHORT_MS = 200;
const FUNDING_PATHS = '/v3/profiles/30000000/transfers/*';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let wise: LocalWise;
let recipientId: string;

beforeAll(async () => {
  wise = await startLocalWise();
  ({ id: recipientId } = await wiseProvider(wise.settings).createRecipient!({
    currency: 'GBP',
    type: 'sort_code',
    accountHolderName: 'Ann Johnson',
    ownedByCustomer: true,
    details: { legalType: 'PRIVATE', sortCode: '231470', accountNumber: '28821822' },
  }));
});
afterAll(() => wise.close());

const payout = (key: string, amountMicros = 125_500_000n) => ({
  recipientId,
  currency: 'GBP',
  amountMicros,
  key,
  reference: 'Royalties',
});
const transfersWithKey = (key: string) =>
  wise.transfers.list.filter((transfer) => transfer.customerTransactionId === transferKey(key));
const fundingsOf = (id: string) => wise.transfers.fundings.filter((funded) => String(funded) === id);
const paths = () => wise.requests.map((request) => `${request.method} ${request.path}`);

describe('sourceAmountOf and transferKey', () => {
  it('turns micro-units into the exact decimal amount, refusing fractions of a cent', () => {
    expect(sourceAmountOf(125_500_000n, 'USD')).toBe(125.5);
    expect(sourceAmountOf(10_000n, 'USD')).toBe(0.01);
    expect(sourceAmountOf(123_456_789_010_000n, 'USD')).toBe(123456789.01);
    expect(sourceAmountOf(7_000_000n, 'JPY')).toBe(7);
    for (const [micros, currency] of [
      [125_500_001n, 'USD'],
      [0n, 'USD'],
      [-10_000n, 'USD'],
      [7_500_000n, 'JPY'],
    ] as const) {
      expect(() => sourceAmountOf(micros, currency), `${micros} ${currency}`).toThrow(PayoutError);
    }
  });

  it('makes the same UUID for the same key and another for another key', () => {
    const key = transferKey('line-1');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(transferKey('line-1')).toBe(key);
    expect(transferKey('line-2')).not.toBe(key);
  });
});

describe('payTransfer against the local Wise', () => {
  it('quotes, makes the transfer with the key and funds it from the balance', async () => {
    const before = wise.transfers.balanceCents('USD');
    wise.requests.length = 0;
    const state = await payTransfer(wise.settings, payout('normal'));
    expect(state).toMatchObject({ status: 'processing', outcome: 'processing', settled: false });
    expect(paths()).toEqual([
      'POST /v3/profiles/30000000/quotes',
      'POST /v1/transfers',
      `POST /v3/profiles/30000000/transfers/${state.transferId}/payments`,
      `GET /v1/transfers/${state.transferId}`,
    ]);
    expect(wise.requests[0].body).toMatchObject({
      sourceCurrency: 'USD',
      targetCurrency: 'GBP',
      sourceAmount: 125.5,
      targetAccount: Number(recipientId),
      payOut: 'BANK_TRANSFER',
    });
    expect(wise.requests[1].body).toMatchObject({
      targetAccount: Number(recipientId),
      quoteUuid: wise.transfers.quotes.at(-1)!.id,
      customerTransactionId: transferKey('normal'),
      details: { reference: 'Royalties' },
    });
    expect(wise.transfers.balanceCents('USD')).toBe(before - 12_550);
    wise.transfers.settle(Number(state.transferId), 'outgoing_payment_sent');
    expect(await followTransfer(wise.settings, state.transferId)).toEqual({
      transferId: state.transferId,
      status: 'outgoing_payment_sent',
      outcome: 'sent',
      settled: true,
    });
  });

  it('makes one transfer and pays it once when the whole payment is asked again', async () => {
    const first = await payTransfer(wise.settings, payout('again'));
    const second = await payTransfer(wise.settings, payout('again'));
    expect(second.transferId).toBe(first.transferId);
    expect(transfersWithKey('again')).toHaveLength(1);
    expect(fundingsOf(first.transferId)).toHaveLength(1);
  });

  it('finds the transfer again when its answer was lost, and pays it once', async () => {
    const impatient = { ...wise.settings, timeoutMs: SHORT_MS };
    // Wise makes the transfer, but only after the caller gave up waiting for the answer.
    wise.delayNext(SHORT_MS * 3, '/v1/transfers');
    await expect(payTransfer(impatient, payout('lost'))).rejects.toMatchObject({ kind: 'timeout' });
    await sleep(SHORT_MS * 3);
    expect(transfersWithKey('lost')).toHaveLength(1);
    const retried = await payTransfer(wise.settings, payout('lost'));
    expect(transfersWithKey('lost')).toHaveLength(1);
    expect(retried.transferId).toBe(String(transfersWithKey('lost')[0].id));
    expect(fundingsOf(retried.transferId)).toHaveLength(1);
    expect(retried.outcome).toBe('processing');
  });

  it('keeps the transfer when funding is refused, and pays it once on the retry', async () => {
    const balance = wise.transfers.balanceCents('USD');
    wise.transfers.setBalanceCents('USD', 100);
    const refused = await payTransfer(wise.settings, payout('short')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PayoutError);
    expect((refused as PayoutError).kind).toBe('funding_rejected');
    const [transfer] = transfersWithKey('short');
    expect(transfer.status).toBe('incoming_payment_waiting');
    expect((refused as PayoutError).transferId).toBe(String(transfer.id));
    expect(fundingsOf(String(transfer.id))).toHaveLength(0);

    wise.transfers.setBalanceCents('USD', balance);
    const paid = await payTransfer(wise.settings, payout('short'));
    expect(paid.transferId).toBe(String(transfer.id));
    expect(transfersWithKey('short')).toHaveLength(1);
    expect(fundingsOf(paid.transferId)).toHaveLength(1);
    expect(wise.transfers.balanceCents('USD')).toBe(balance - 12_550);
  });

  it('keeps the transfer when the funding call fails, and pays it once on the retry', async () => {
    wise.failNext(503, { errors: [{ code: 'UNAVAILABLE', message: 'Down' }] }, {}, FUNDING_PATHS);
    await expect(payTransfer(wise.settings, payout('fund-down'))).rejects.toMatchObject({
      kind: 'unavailable',
    });
    const [transfer] = transfersWithKey('fund-down');
    expect(transfer.status).toBe('incoming_payment_waiting');
    const paid = await payTransfer(wise.settings, payout('fund-down'));
    expect(paid.transferId).toBe(String(transfer.id));
    expect(fundingsOf(paid.transferId)).toHaveLength(1);
  });

  it('takes a funding whose answer was lost as done, funding nothing twice', async () => {
    const impatient = { ...wise.settings, timeoutMs: SHORT_MS };
    wise.delayNext(SHORT_MS * 3, FUNDING_PATHS);
    await expect(payTransfer(impatient, payout('fund-lost'))).rejects.toMatchObject({ kind: 'timeout' });
    await sleep(SHORT_MS * 3);
    const [transfer] = transfersWithKey('fund-lost');
    expect(fundingsOf(String(transfer.id))).toHaveLength(1);
    const again = await payTransfer(wise.settings, payout('fund-lost'));
    expect(again).toMatchObject({ transferId: String(transfer.id), outcome: 'processing' });
    expect(transfersWithKey('fund-lost')).toHaveLength(1);
    expect(fundingsOf(String(transfer.id))).toHaveLength(1);
  });

  it('refuses a key that already pays another amount, funding nothing', async () => {
    const paid = await payTransfer(wise.settings, payout('reused'));
    const error = await payTransfer(wise.settings, payout('reused', 99_000_000n)).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(PayoutError);
    expect((error as PayoutError).kind).toBe('key_reused');
    expect(fundingsOf(paid.transferId)).toHaveLength(1);
  });

  it('follows a transfer that bounced back, then was refunded', async () => {
    const paid = await payTransfer(wise.settings, payout('bounce'));
    wise.transfers.settle(Number(paid.transferId), 'outgoing_payment_sent');
    wise.transfers.settle(Number(paid.transferId), 'bounced_back');
    expect(await followTransfer(wise.settings, paid.transferId)).toMatchObject({
      status: 'bounced_back',
      outcome: 'bounced',
      settled: true,
    });
    wise.transfers.settle(Number(paid.transferId), 'funds_refunded');
    expect((await followTransfer(wise.settings, paid.transferId)).outcome).toBe('refunded');
  });

  it('says plainly that Wise is not configured without a token, calling nothing', async () => {
    const before = wise.requests.length;
    await expect(payTransfer(undefined, payout('none'))).rejects.toThrow(WiseNotConfiguredError);
    await expect(payTransfer({ ...wise.settings, token: '' }, payout('none'))).rejects.toThrow(
      'Wise is not configured',
    );
    await expect(followTransfer(undefined, '1')).rejects.toBeInstanceOf(WiseNotConfiguredError);
    expect(wise.requests.length).toBe(before);
  });
});
