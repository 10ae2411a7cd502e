import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  isAccountNumberInput,
  maskAccountValue,
  seesBankDetails,
  type Details,
  type PaymentSetting,
  type PaymentType,
} from '../../../shared/paymentSettings';
import type { UserType } from '../../../shared/roles';
import { recordActivity } from '../activityLog/repository';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import type { TokenCipher } from '../../platform/google/tokenCipher';
import { users } from '../users/table';
import { paymentSettings, type PaymentSettingRow } from './table';
import type { CheckedSetting, CurrentDetails } from './validation';

const ENTITY = 'right-holders';

export async function currentSetting(db: Database, rightsHolderId: string) {
  const [row] = await db
    .select()
    .from(paymentSettings)
    .where(and(eq(paymentSettings.rightsHolderId, rightsHolderId), isNull(paymentSettings.supersededAt)));
  return row;
}

/** The stored details of a setting, decrypted. */
export function detailsOf(row: PaymentSettingRow, cipher: TokenCipher): Details {
  return row.details ? (JSON.parse(cipher.decrypt(row.details)) as Details) : {};
}

export const currentDetails = (row: PaymentSettingRow, cipher: TokenCipher): CurrentDetails => ({
  currency: row.currency,
  formType: row.formType,
  form: row.form,
  details: detailsOf(row, cipher),
});

/**
 * Makes the checked setting the rights holder's current one, keeping the one before as history, in one
 * transaction with its activity entry (which names the change, never the bank details).
 */
export async function replaceSetting(
  db: Database,
  auth: Pick<AuthContext, 'userId'>,
  rightsHolderId: string,
  setting: CheckedSetting,
  recipientId: string | null,
  cipher: TokenCipher,
): Promise<PaymentSettingRow> {
  return db.transaction(async (tx) => {
    // Two changes at once for one rights holder wait for each other instead of both being current.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${rightsHolderId} for update`);
    const [before] = await tx
      .update(paymentSettings)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(paymentSettings.rightsHolderId, rightsHolderId), isNull(paymentSettings.supersededAt)))
      .returning();
    const [row] = await tx
      .insert(paymentSettings)
      .values({
        rightsHolderId,
        paymentType: setting.paymentType,
        currency: setting.currency,
        formType: setting.formType,
        form: setting.form,
        accountHolderName: setting.accountHolderName && cipher.encrypt(setting.accountHolderName),
        details: setting.details && cipher.encrypt(JSON.stringify(setting.details)),
        recipientId,
        createdBy: auth.userId,
      })
      .returning();
    const summary = (r: Pick<PaymentSettingRow, 'paymentType' | 'currency' | 'formType'>) => ({
      payment_setting: { payment_type: r.paymentType, currency: r.currency, form_type: r.formType },
    });
    await recordActivity(tx, auth, {
      action: 'update',
      entity: ENTITY,
      entityId: rightsHolderId,
      ...(before && { before: summary(before) }),
      after: summary(row),
    });
    return row;
  });
}

export async function setRecipient(db: Database, id: string, recipientId: string) {
  await db.update(paymentSettings).set({ recipientId }).where(eq(paymentSettings.id, id));
}

/**
 * A setting as the caller may see it (spec 001 §3): account numbers masked but for their last four
 * characters; the holder's name and details left out for those who are not shown money.
 */
export function settingAnswer(
  row: PaymentSettingRow,
  cipher: TokenCipher,
  callerType: UserType,
): PaymentSetting {
  const hidden = !seesBankDetails(callerType);
  const common = {
    rights_holder: row.rightsHolderId,
    payment_type: row.paymentType as PaymentType,
    currency: row.currency,
    form_title: row.form?.title ?? null,
    details_hidden: hidden,
    recipient_id: row.recipientId,
    updated_at: row.createdAt.toISOString(),
  };
  if (!row.formType) return { ...common, data: {}, masked: [] };
  if (hidden) return { ...common, data: { currency: row.currency, type: row.formType }, masked: [] };
  const details = detailsOf(row, cipher);
  const masked = (row.form?.inputs ?? [])
    .filter((input) => details[input.key] !== undefined && isAccountNumberInput(input))
    .map((input) => input.key);
  for (const key of masked) details[key] = maskAccountValue(details[key]);
  return {
    ...common,
    data: {
      currency: row.currency,
      type: row.formType,
      accountHolderName: row.accountHolderName ? cipher.decrypt(row.accountHolderName) : undefined,
      details,
    },
    masked,
  };
}
