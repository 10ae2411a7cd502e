import { createHash } from 'node:crypto';
import type { WiseSettings } from './client';
import { ProviderError } from './provider';
import { wiseTransfers, type WiseTransfer, type WiseTransfers } from './transfers';

/** Amounts travel in integer micro-units: a millionth of the currency's unit. */
const MICROS_DIGITS = 6;
/** Digits after the point of a currency's smallest unit, where it is not 2 (ISO 4217). */
const MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, CLP: 0, HUF: 2, BHD: 3, KWD: 3 };
/** The namespace of the payout keys' name-based UUIDs (RFC 9562 version 5); any fixed value would do. */
const KEY_NAMESPACE = '3f1d5e0a-8b7c-4c2e-9a6f-2d4b8e1c7a90';

/** Said whenever a payout is asked for with no Wise token configured: nothing is sent or made up. */
export class WiseNotConfiguredError extends Error {
  override readonly name = 'WiseNotConfiguredError';
  constructor() {
    super('Wise is not configured');
  }
}

export type PayoutErrorKind =
  /** Not a positive whole number of the source currency's smallest unit. */
  | 'invalid_amount'
  /** Wise refused to pay the transfer from the balance (for instance too little money on it). */
  | 'funding_rejected'
  /** The key already names a transfer to another recipient or of another amount. */
  | 'key_reused';

/** A payout that cannot go on as asked; `transferId` is Wise's transfer, when one exists. */
export class PayoutError extends Error {
  override readonly name = 'PayoutError';
  constructor(
    readonly kind: PayoutErrorKind,
    message: string,
    readonly transferId?: string,
  ) {
    super(message);
  }
}

export interface Payout {
  /** The payee's recipient account at Wise (their payment setting's recipient_id). */
  recipientId: string;
  /** The recipient account's currency. */
  currency: string;
  /** What is paid, in micro-units of the configured source currency. */
  amountMicros: bigint;
  /** Names this one payment for good (a payment line's id): the same key never pays twice. */
  key: string;
  /** Shown to the payee by their bank, where the route carries one. */
  reference?: string;
}

/** Where a transfer stands, as the payment run acts on it. */
export type TransferOutcome =
  'waiting' | 'processing' | 'sent' | 'bounced' | 'refunded' | 'cancelled' | 'unknown';

export interface TransferState {
  transferId: string;
  /** Wise's own state. */
  status: string;
  outcome: TransferOutcome;
  /** Nothing more is expected of it; a sent transfer may still come back (bounced_back) later. */
  settled: boolean;
}

const OUTCOMES: Record<string, TransferOutcome> = {
  incoming_payment_waiting: 'waiting',
  incoming_payment_initiated: 'waiting',
  processing: 'processing',
  funds_converted: 'processing',
  outgoing_payment_sent: 'sent',
  bounced_back: 'bounced',
  funds_refunded: 'refunded',
  charged_back: 'refunded',
  cancelled: 'cancelled',
};
const SETTLED: readonly TransferOutcome[] = ['sent', 'bounced', 'refunded', 'cancelled'];
const WAITING_FOR_FUNDS = 'incoming_payment_waiting';

function api(settings: WiseSettings | undefined): { settings: WiseSettings; calls: WiseTransfers } {
  if (!settings?.token) throw new WiseNotConfiguredError();
  return { settings, calls: wiseTransfers(settings) };
}

export function stateOf(transfer: Pick<WiseTransfer, 'id' | 'status'>): TransferState {
  const outcome = OUTCOMES[transfer.status] ?? 'unknown';
  return { transferId: transfer.id, status: transfer.status, outcome, settled: SETTLED.includes(outcome) };
}

/** The customerTransactionId of a key: a UUID (version 5) that is the same for the same key. */
export function transferKey(key: string): string {
  const namespace = Buffer.from(KEY_NAMESPACE.replaceAll('-', ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(key, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Micro-units as the decimal amount Wise takes, refused unless a whole number of the smallest unit. */
export function sourceAmountOf(amountMicros: bigint, currency: string): number {
  const digits = MINOR_DIGITS[currency] ?? 2;
  const step = 10n ** BigInt(MICROS_DIGITS - digits);
  if (amountMicros <= 0n || amountMicros % step !== 0n) {
    throw new PayoutError(
      'invalid_amount',
      `The amount must be a positive whole number of the smallest unit of ${currency}.`,
    );
  }
  const minor = amountMicros / step;
  const scale = 10n ** BigInt(digits);
  const fraction = digits > 0 ? `.${(minor % scale).toString().padStart(digits, '0')}` : '';
  // Exact: a decimal of at most 3 digits after the point reads back as the same shortest number.
  return Number(`${minor / scale}${fraction}`);
}

/**
 * Pays a payee through Wise: a quote, a transfer keyed by the payment's key (customerTransactionId),
 * then its funding from the balance. Safe to call again after a failure at any step: the same key
 * answers the same transfer, and a transfer that left the waiting state is not funded again (funding
 * that succeeded at Wise but whose answer was lost is found by reading the transfer back).
 */
export async function payTransfer(
  settings: WiseSettings | undefined,
  payout: Payout,
): Promise<TransferState> {
  const { settings: wise, calls } = api(settings);
  const sourceAmount = sourceAmountOf(payout.amountMicros, wise.sourceCurrency);
  const quote = await calls.createQuote({
    targetCurrency: payout.currency,
    sourceAmount,
    targetAccount: payout.recipientId,
  });
  const transfer = await calls.createTransfer({
    targetAccount: payout.recipientId,
    quoteUuid: quote.id,
    customerTransactionId: transferKey(payout.key),
    reference: payout.reference ?? '',
  });
  const sameAmount = transfer.sourceValue === null || transfer.sourceValue === sourceAmount;
  if (transfer.targetAccount !== payout.recipientId || !sameAmount) {
    throw new PayoutError(
      'key_reused',
      `Transfer ${transfer.id} made with this key pays another recipient or amount.`,
      transfer.id,
    );
  }
  if (transfer.status !== WAITING_FOR_FUNDS) return stateOf(transfer);
  try {
    const funding = await calls.fundTransfer(transfer.id);
    if (funding.status !== 'COMPLETED') {
      throw new PayoutError(
        'funding_rejected',
        `Wise did not pay transfer ${transfer.id} from the balance (${funding.errorCode ?? funding.status}).`,
        transfer.id,
      );
    }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // The funding may have gone through although its answer did not arrive.
    const now = await calls.getTransfer(transfer.id);
    if (now.status === WAITING_FOR_FUNDS) throw error;
    return stateOf(now);
  }
  return stateOf(await calls.getTransfer(transfer.id));
}

/** A transfer's state now, to follow it until it is sent, bounced or refunded. */
export async function followTransfer(
  settings: WiseSettings | undefined,
  transferId: string,
): Promise<TransferState> {
  return stateOf(await api(settings).calls.getTransfer(transferId));
}
