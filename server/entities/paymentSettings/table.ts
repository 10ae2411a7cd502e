import { sql } from 'drizzle-orm';
import {
  char,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FieldType } from '../../../shared/paymentSettings';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

/** What is kept of the form the details were checked against: enough to label and mask them later. */
export interface StoredForm {
  title: string | null;
  inputs: { key: string; name: string; type: FieldType }[];
}

/**
 * How a rights holder is paid (spec 001 §3). Every change adds a row and marks the one before it
 * superseded, so earlier settings stay as history; one row per rights holder is current.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: idColumn(),
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    paymentType: smallint('payment_type').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The provider's recipient type ('iban', 'sort_code', 'email'); null for type 3. */
    formType: varchar('form_type', { length: 64 }),
    form: jsonb('form').$type<StoredForm>(),
    /** Encrypted (the server's token cipher): a database dump alone gives no one's bank details. */
    accountHolderName: text('account_holder_name'),
    details: text('details'),
    /** The provider's recipient account, when one was created. */
    recipientId: varchar('recipient_id', { length: 64 }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_settings_current_key')
      .on(t.rightsHolderId)
      .where(sql`${t.supersededAt} is null`),
    index('payment_settings_history_idx').on(t.rightsHolderId, t.createdAt),
  ],
);

export type PaymentSettingRow = typeof paymentSettings.$inferSelect;
