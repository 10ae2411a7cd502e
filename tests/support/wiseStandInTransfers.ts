import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A transfer as the stand-in keeps it (and answers it). */
export interface StandInTransfer {
  id: number;
  user: number;
  business: number;
  targetAccount: number;
  quoteUuid: string;
  customerTransactionId: string;
  status: string;
  reference: string;
  rate: number;
  created: string;
  sourceCurrency: string;
  sourceValue: number;
  targetCurrency: string;
  targetValue: number;
  hasActiveIssues: boolean;
}

export interface LocalWiseTransfers {
  /** Every quote made, as answered. */
  quotes: Record<string, unknown>[];
  /** Every transfer made (one per customerTransactionId), oldest first. */
  list: StandInTransfer[];
  /** Each balance payment that moved money, by transfer id: a transfer paid twice shows twice. */
  fundings: number[];
  /** The profile's balance in a currency, in cents. */
  balanceCents(currency: string): number;
  setBalanceCents(currency: string, cents: number): void;
  /** Moves a transfer on, as Wise's processing would (outgoing_payment_sent, bounced_back...). */
  settle(transferId: number, status: string): void;
}

const FIRST_TRANSFER_ID = 50_000_001;
/** Plenty, so a test that does not care about the balance never runs out. */
const STARTING_BALANCE_CENTS = 100_000_000;
/** Fixed rates from the source currency, so answers are the same on every run. */
const RATES: Record<string, number> = { EUR: 0.92, GBP: 0.79, USD: 1 };
const DEFAULT_RATE = 1.5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const refuse = (reply: FastifyReply, status: number, code: string, message: string, path?: string) =>
  reply.status(status).send({ errors: [{ code, message, ...(path ? { path } : {}), arguments: [] }] });
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Wise's payout protocol for the stand-in: quotes (v3), transfers with customerTransactionId as the
 * idempotency key (the same id answers the same transfer, never a second one), balance funding (which
 * moves money once per transfer) and the transfer's state.
 */
export function addTransferRoutes(
  server: FastifyInstance,
  options: { profileId: number; sourceCurrency: string; accounts: unknown[] },
): LocalWiseTransfers {
  const quotes: Record<string, unknown>[] = [];
  const list: StandInTransfer[] = [];
  const fundings: number[] = [];
  const balances = new Map<string, number>([[options.sourceCurrency, STARTING_BALANCE_CENTS]]);
  let nextId = FIRST_TRANSFER_ID;
  const ownProfile = (value: unknown) => Number(value) === options.profileId;

  server.post('/v3/profiles/:profileId/quotes', async (request, reply) => {
    const { profileId } = request.params as { profileId: string };
    if (!ownProfile(profileId)) return refuse(reply, 403, 'FORBIDDEN', 'Not your profile.');
    const body = isRecord(request.body) ? request.body : {};
    const { sourceCurrency, targetCurrency, sourceAmount } = body;
    if (typeof sourceCurrency !== 'string' || !/^[A-Z]{3}$/.test(sourceCurrency)) {
      return refuse(reply, 422, 'NOT_VALID', 'sourceCurrency is not valid.', 'sourceCurrency');
    }
    if (typeof targetCurrency !== 'string' || !/^[A-Z]{3}$/.test(targetCurrency)) {
      return refuse(reply, 422, 'NOT_VALID', 'targetCurrency is not valid.', 'targetCurrency');
    }
    if (typeof sourceAmount !== 'number' || !(sourceAmount > 0)) {
      return refuse(reply, 422, 'NOT_VALID', 'sourceAmount must be positive.', 'sourceAmount');
    }
    const rate = targetCurrency === sourceCurrency ? 1 : (RATES[targetCurrency] ?? DEFAULT_RATE);
    const created = new Date();
    const quote = {
      id: randomUUID(),
      profile: options.profileId,
      sourceCurrency,
      targetCurrency,
      sourceAmount,
      targetAmount: cents(sourceAmount * rate) / 100,
      rate,
      rateType: 'FIXED',
      payOut: typeof body.payOut === 'string' ? body.payOut : 'BANK_TRANSFER',
      status: 'PENDING',
      createdTime: created.toISOString(),
      expirationTime: new Date(created.getTime() + 30 * 60_000).toISOString(),
      targetAccount: body.targetAccount ?? null,
      paymentOptions: [
        {
          payIn: 'BALANCE',
          payOut: 'BANK_TRANSFER',
          sourceAmount,
          targetAmount: cents(sourceAmount * rate) / 100,
          fee: { total: 0 },
          disabled: false,
        },
      ],
    };
    quotes.push(quote);
    return quote;
  });

  server.post('/v1/transfers', async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const key = body.customerTransactionId;
    if (typeof key !== 'string' || !UUID.test(key)) {
      return refuse(
        reply,
        422,
        'NOT_VALID',
        'customerTransactionId must be a UUID.',
        'customerTransactionId',
      );
    }
    // The idempotency key: the transfer made with it before, whatever else this request says.
    const existing = list.find((transfer) => transfer.customerTransactionId === key);
    if (existing) return existing;
    const quote = quotes.find((entry) => entry.id === body.quoteUuid);
    if (!quote) return refuse(reply, 422, 'NOT_VALID', 'The quote does not exist.', 'quoteUuid');
    if (list.some((transfer) => transfer.quoteUuid === quote.id)) {
      return refuse(reply, 422, 'NOT_VALID', 'The quote was used already.', 'quoteUuid');
    }
    const account = options.accounts.find(
      (entry) => isRecord(entry) && entry.active !== false && String(entry.id) === String(body.targetAccount),
    ) as Record<string, unknown> | undefined;
    if (!account) return refuse(reply, 422, 'NOT_VALID', 'Recipient not found.', 'targetAccount');
    if (account.currency !== quote.targetCurrency) {
      return refuse(reply, 422, 'NOT_VALID', "The recipient's currency is not the quote's.", 'targetAccount');
    }
    const details = isRecord(body.details) ? body.details : {};
    const transfer: StandInTransfer = {
      id: nextId++,
      user: options.profileId,
      business: options.profileId,
      targetAccount: Number(account.id),
      quoteUuid: String(quote.id),
      customerTransactionId: key,
      status: 'incoming_payment_waiting',
      reference: typeof details.reference === 'string' ? details.reference : '',
      rate: Number(quote.rate),
      created: new Date().toISOString().replace('T', ' ').slice(0, 19),
      sourceCurrency: String(quote.sourceCurrency),
      sourceValue: Number(quote.sourceAmount),
      targetCurrency: String(quote.targetCurrency),
      targetValue: Number(quote.targetAmount),
      hasActiveIssues: false,
    };
    list.push(transfer);
    return transfer;
  });

  const transferOf = (id: string) => list.find((transfer) => String(transfer.id) === id);

  server.post('/v3/profiles/:profileId/transfers/:transferId/payments', async (request, reply) => {
    const { profileId, transferId } = request.params as { profileId: string; transferId: string };
    if (!ownProfile(profileId)) return refuse(reply, 403, 'FORBIDDEN', 'Not your profile.');
    const transfer = transferOf(transferId);
    if (!transfer) return refuse(reply, 404, 'NOT_FOUND', 'Transfer not found.');
    const body = isRecord(request.body) ? request.body : {};
    if (body.type !== 'BALANCE') return refuse(reply, 422, 'NOT_VALID', 'Only BALANCE is offered.', 'type');
    if (transfer.status !== 'incoming_payment_waiting') {
      return refuse(reply, 409, 'transfer.already_funded', 'The transfer is funded already.');
    }
    const balance = balances.get(transfer.sourceCurrency) ?? 0;
    const amount = cents(transfer.sourceValue);
    if (balance < amount) {
      return { type: 'BALANCE', status: 'REJECTED', errorCode: 'balance.payment-option-unavailable' };
    }
    balances.set(transfer.sourceCurrency, balance - amount);
    fundings.push(transfer.id);
    transfer.status = 'processing';
    return { type: 'BALANCE', status: 'COMPLETED', errorCode: null };
  });

  server.get('/v1/transfers/:transferId', async (request, reply) => {
    const transfer = transferOf((request.params as { transferId: string }).transferId);
    return transfer ?? refuse(reply, 404, 'NOT_FOUND', 'Transfer not found.');
  });

  return {
    quotes,
    list,
    fundings,
    balanceCents: (currency) => balances.get(currency) ?? 0,
    setBalanceCents: (currency, amount) => balances.set(currency, amount),
    settle(transferId, status) {
      const transfer = list.find((entry) => entry.id === transferId);
      if (!transfer) throw new Error(`No transfer ${transferId} at the stand-in`);
      transfer.status = status;
    },
  };
}
