import type { WiseSettings } from './client';
import { send } from './http';
import { ProviderError } from './provider';

/** A transfer's states as Wise names them (shared/reference: Wise payouts). */
export const TRANSFER_STATUSES = [
  'incoming_payment_waiting',
  'incoming_payment_initiated',
  'processing',
  'funds_converted',
  'outgoing_payment_sent',
  'bounced_back',
  'funds_refunded',
  'cancelled',
  'charged_back',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export interface WiseQuote {
  id: string;
  rate: number;
  sourceCurrency: string;
  targetCurrency: string;
  sourceAmount: number;
  targetAmount: number | null;
}

export interface WiseTransfer {
  id: string;
  /** Wise's own word; a state this code does not know yet is kept as it came. */
  status: string;
  targetAccount: string;
  quoteUuid: string | null;
  customerTransactionId: string | null;
  sourceCurrency: string | null;
  sourceValue: number | null;
  targetCurrency: string | null;
  targetValue: number | null;
}

export interface FundingAnswer {
  status: string;
  errorCode: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: unknown) =>
  (typeof value === 'number' || typeof value === 'string') && value !== '' ? String(value) : undefined;
const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOr = (value: unknown) => (typeof value === 'string' ? value : null);
const unexpected = (what: string) =>
  new ProviderError('failed', `The money-transfer provider gave an unreadable ${what}.`);

/** Wise's calls for paying a recipient: quote, transfer, funding from the balance, state. */
export function wiseTransfers(settings: WiseSettings) {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const url = (path: string) => new URL(`${base}${path}`);
  const profile = encodeURIComponent(String(settings.profileId));

  return {
    /** A quote from the profile's source currency into the recipient's, for a source amount. */
    async createQuote(input: {
      targetCurrency: string;
      sourceAmount: number;
      targetAccount: string;
    }): Promise<WiseQuote> {
      const answer = await send(settings, 'POST', url(`/v3/profiles/${profile}/quotes`), {
        sourceCurrency: settings.sourceCurrency,
        targetCurrency: input.targetCurrency,
        sourceAmount: input.sourceAmount,
        targetAmount: null,
        targetAccount: Number(input.targetAccount),
        payOut: 'BANK_TRANSFER',
      });
      const id = isRecord(answer) ? idOf(answer.id) : undefined;
      if (!isRecord(answer) || !id) throw unexpected('quote');
      return {
        id,
        rate: numberOr(answer.rate) ?? 0,
        sourceCurrency: textOr(answer.sourceCurrency) ?? settings.sourceCurrency,
        targetCurrency: textOr(answer.targetCurrency) ?? input.targetCurrency,
        sourceAmount: numberOr(answer.sourceAmount) ?? input.sourceAmount,
        targetAmount: numberOr(answer.targetAmount),
      };
    },

    /** A transfer; the same customerTransactionId answers the transfer made with it before. */
    async createTransfer(input: {
      targetAccount: string;
      quoteUuid: string;
      customerTransactionId: string;
      reference: string;
    }): Promise<WiseTransfer> {
      return readTransfer(
        await send(settings, 'POST', url('/v1/transfers'), {
          targetAccount: Number(input.targetAccount),
          quoteUuid: input.quoteUuid,
          customerTransactionId: input.customerTransactionId,
          details: { reference: input.reference },
        }),
      );
    },

    /** Pays the transfer from the profile's balance. */
    async fundTransfer(transferId: string): Promise<FundingAnswer> {
      const path = `/v3/profiles/${profile}/transfers/${encodeURIComponent(transferId)}/payments`;
      const answer = await send(settings, 'POST', url(path), { type: 'BALANCE' });
      if (!isRecord(answer) || typeof answer.status !== 'string') throw unexpected('funding answer');
      return { status: answer.status, errorCode: textOr(answer.errorCode) };
    },

    async getTransfer(transferId: string): Promise<WiseTransfer> {
      return readTransfer(
        await send(settings, 'GET', url(`/v1/transfers/${encodeURIComponent(transferId)}`)),
      );
    },
  };
}

export type WiseTransfers = ReturnType<typeof wiseTransfers>;

function readTransfer(answer: unknown): WiseTransfer {
  const id = isRecord(answer) ? idOf(answer.id) : undefined;
  if (!isRecord(answer) || !id || typeof answer.status !== 'string') throw unexpected('transfer');
  return {
    id,
    status: answer.status,
    targetAccount: idOf(answer.targetAccount) ?? '',
    quoteUuid: textOr(answer.quoteUuid),
    customerTransactionId: textOr(answer.customerTransactionId),
    sourceCurrency: textOr(answer.sourceCurrency),
    sourceValue: numberOr(answer.sourceValue),
    targetCurrency: textOr(answer.targetCurrency),
    targetValue: numberOr(answer.targetValue),
  };
}
