import type { AccountRequirement } from '../../../shared/paymentSettings';
import type { PaymentProvider } from './provider';

interface Entry {
  expiresAt: number;
  forms: readonly AccountRequirement[];
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The provider with its forms kept for ttlMs per target currency: the forms change rarely and every
 * currency choice in the Payments card asks for them. Concurrent lookups of one currency share one
 * request; failures are not kept; refresh lookups (a partial recipient) and recipient lookup and creation go
 * straight to the provider. Each caller gets its own copy, so no caller can change what is kept.
 * ttlMs 0 keeps nothing.
 */
export function cachedRequirements(
  provider: PaymentProvider,
  ttlMs: number,
  now: () => number = Date.now,
): PaymentProvider {
  const kept = new Map<string, Entry>();
  const pending = new Map<string, Promise<readonly AccountRequirement[]>>();

  function lookup(target: string): Promise<readonly AccountRequirement[]> {
    const entry = kept.get(target);
    if (entry && now() < entry.expiresAt) return Promise.resolve(entry.forms);
    if (entry) kept.delete(target);
    const inFlight = pending.get(target);
    if (inFlight) return inFlight;
    const request = provider.accountRequirements(target).then(
      (answer) => {
        pending.delete(target);
        const forms = deepFreeze(structuredClone(answer));
        kept.set(target, { expiresAt: now() + ttlMs, forms });
        return forms;
      },
      (error: unknown) => {
        pending.delete(target);
        throw error;
      },
    );
    pending.set(target, request);
    return request;
  }

  const createRecipient = provider.createRecipient?.bind(provider);
  const findRecipient = provider.findRecipient?.bind(provider);
  return {
    name: provider.name,
    async accountRequirements(target, refresh) {
      if (refresh || ttlMs <= 0) return provider.accountRequirements(target, refresh);
      return structuredClone(await lookup(target)) as AccountRequirement[];
    },
    ...(createRecipient ? { createRecipient } : {}),
    ...(findRecipient ? { findRecipient } : {}),
  };
}
