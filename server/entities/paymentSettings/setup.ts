import type { Config } from '../../config';
import type { TokenCipher } from '../../platform/google/tokenCipher';
import { cachedRequirements } from '../../platform/wise/cache';
import { offlineCatalogue } from '../../platform/wise/catalogue';
import { wiseProvider } from '../../platform/wise/client';
import type { PaymentSetup } from './routes';

/** Wise when a token is configured (its forms cached per currency), otherwise the offline catalogue. */
export function paymentSetup(config: Config, cipher: TokenCipher): PaymentSetup {
  const provider = config.wise
    ? cachedRequirements(wiseProvider(config.wise), config.paymentFormsCacheSeconds * 1000)
    : offlineCatalogue();
  return { provider, cipher, wise: config.wise };
}
