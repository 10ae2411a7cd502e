import { msg } from '../../../shared/serverMessages';
import type { Database } from '../../platform/db/client';
import type { GoogleSettings } from '../../platform/google/client';
import { HttpError } from '../../platform/http/errors';
import { googleFailure, type ChannelConnection } from '../channels/connection/connection';
import { QuotaSpentError, spendQuota } from '../videos/quota';

/** How the monitoring reaches YouTube: Google's address and the server's API key (no person's token). */
export interface PublicAccess {
  settings: GoogleSettings;
  credential: { apiKey: string };
}

/** The settings with an API key, or a plain 503 saying what to set. */
export function publicAccess(connection: ChannelConnection): PublicAccess {
  const settings = connection.settings;
  if (!settings?.apiKey) throw new HttpError(503, 'monitoring.not_configured');
  return { settings, credential: { apiKey: settings.apiKey } };
}

/**
 * One call a person waits for: its units spent first (the day's budget shared with the syncs), and
 * Google's failures answered as the API says them.
 */
export async function callForPerson<T>(
  db: Database,
  units: number,
  budget: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    await spendQuota(db, units, budget);
    return await work();
  } catch (error) {
    if (error instanceof QuotaSpentError) throw new HttpError(503, msg('video.quota_spent', { budget }));
    throw googleFailure(error);
  }
}
