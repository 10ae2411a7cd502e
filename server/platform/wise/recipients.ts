import { createHash } from 'node:crypto';
import type { PaymentProvider, RecipientAccount } from './provider';

/** The recipient creations under way in this process, by the details they create. */
const inFlight = new Map<string, Promise<{ id: string }>>();

const fingerprint = (account: RecipientAccount) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        account.currency,
        account.type,
        account.accountHolderName.trim().toLowerCase(),
        Object.entries(account.details).sort(([a], [b]) => a.localeCompare(b)),
      ]),
    )
    .digest('hex');

/**
 * The provider's recipient for these details, created only when none exists yet. Wise's recipient
 * creation takes no idempotency key: a recipient made by a try whose setting was then not stored (the
 * write failed, the process stopped) is found and used again, so a retry never makes a second one.
 * Two saves of the same details at once in this process share one creation.
 */
export async function ensureRecipient(
  provider: PaymentProvider & Required<Pick<PaymentProvider, 'createRecipient'>>,
  account: RecipientAccount,
): Promise<{ id: string }> {
  const key = fingerprint(account);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = (async () => (await provider.findRecipient?.(account)) ?? provider.createRecipient(account))();
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}
