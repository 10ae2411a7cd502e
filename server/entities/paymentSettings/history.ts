import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentSettingHistoryEntry } from '../../../shared/paymentSettings';
import type { UserType } from '../../../shared/roles';
import type { Database } from '../../platform/db/client';
import type { TokenCipher } from '../../platform/google/tokenCipher';
import { users } from '../users/table';
import { settingAnswer } from './repository';
import { paymentSettings } from './table';

const setter = alias(users, 'setter');
const replacer = alias(users, 'replacer');
const next = alias(paymentSettings, 'next_setting');

/**
 * A rights holder's earlier settings, newest first, one page of them, masked for the caller as the
 * current one is. The setting that replaced one was stored in the same transaction, so its creation
 * time is the replaced one's `superseded_at` (both are the transaction's now()).
 */
export async function settingHistory(
  db: Database,
  cipher: TokenCipher,
  callerType: UserType,
  rightsHolderId: string,
  page: { offset: number; limit: number },
): Promise<{ data: PaymentSettingHistoryEntry[]; total: number }> {
  const earlier = and(
    eq(paymentSettings.rightsHolderId, rightsHolderId),
    isNotNull(paymentSettings.supersededAt),
  );
  const rows = await db
    .select({ setting: paymentSettings, setBy: setter.name, replacedBy: replacer.name })
    .from(paymentSettings)
    .leftJoin(setter, eq(setter.id, paymentSettings.createdBy))
    .leftJoin(
      next,
      and(
        eq(next.rightsHolderId, paymentSettings.rightsHolderId),
        eq(next.createdAt, paymentSettings.supersededAt),
      ),
    )
    .leftJoin(replacer, eq(replacer.id, next.createdBy))
    .where(earlier)
    .orderBy(desc(paymentSettings.createdAt), desc(paymentSettings.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(paymentSettings).where(earlier);
  return {
    total,
    data: rows.map(({ setting, setBy, replacedBy }) => ({
      ...settingAnswer(setting, cipher, callerType),
      id: setting.id,
      replaced_at: setting.supersededAt!.toISOString(),
      set_by: setBy,
      replaced_by: replacedBy,
    })),
  };
}
