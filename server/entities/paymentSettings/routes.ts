import { msg } from '../../../shared/serverMessages';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAYMENT_FORM_REFRESHES_PER_MINUTE,
} from '../../../shared/constants';
import { currencyProblem, PaymentType, withoutEmailForms } from '../../../shared/paymentSettings';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import type { TokenCipher } from '../../platform/google/tokenCipher';
import { badRequest, conflict, notFound, saying, tooManyRequests } from '../../platform/http/errors';
import { checkRightsHolderForCaller } from '../rightsHolders/access';
import { takeAttempt } from '../../platform/throttles/throttle';
import { ProviderError, type PaymentProvider, type RecipientAccount } from '../../platform/wise/provider';
import { ensureRecipient } from '../../platform/wise/recipients';
import type { WiseSettings } from '../../platform/wise/settings';
import {
  currentDetails,
  currentSetting,
  detailsOf,
  replaceSetting,
  setRecipient,
  settingAnswer,
} from './repository';
import { IdParams } from '../../platform/http/schemas';
import {
  CurrentPaymentSettingAnswer,
  FormRequestBody,
  FormsAnswer,
  HistoryAnswer,
  HistoryQuery,
  PaymentAddBody,
  PaymentSettingAnswer,
  RightsHolderBody,
} from './schemas';
import { settingHistory } from './history';
import type { PaymentSettingRow } from './table';
import {
  checkedSetting,
  problemMessage,
  providerFailure,
  withProvider,
  type CheckedSetting,
} from './validation';

const REFRESH_POLICY = { free: PAYMENT_FORM_REFRESHES_PER_MINUTE, windowMs: 60_000 };

/** How payment settings reach the money-transfer provider, and the key their bank details are kept with. */
export interface PaymentSetup {
  provider: PaymentProvider;
  cipher: TokenCipher;
  /** Where payouts go (server/entities/payments): Wise when a token is configured, else none. */
  wise?: WiseSettings;
}

/**
 * A rights holder's payment setting (spec 001 §2.1, §3, §7): the provider's bank-details forms, the
 * current setting and its changes. Staff with CRUD rights and the rights holder themself change it;
 * staff and the rights holder's side read it.
 */
export const paymentSettingRoutes: FastifyPluginAsyncTypebox<{ db: Database } & PaymentSetup> = async (
  app,
  { db, provider, cipher },
) => {
  const read = { access: { resource: 'payment-setting', action: 'read' } } as const;
  const write = { access: { resource: 'payment-setting', action: 'update' } } as const;

  /** The provider's recipient for a bank or email setting (made once); a refused detail names its input. */
  async function createRecipient(setting: CheckedSetting): Promise<string | null> {
    if (!provider.createRecipient || setting.paymentType === PaymentType.OTHER) return null;
    const account: RecipientAccount = {
      currency: setting.currency,
      type: setting.formType!,
      accountHolderName: setting.accountHolderName!,
      ownedByCustomer: true,
      details: setting.details ?? {},
    };
    try {
      // Found again rather than made twice when an earlier try made it but its setting was not stored.
      return (await ensureRecipient({ ...provider, createRecipient: provider.createRecipient }, account)).id;
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'invalid' && error.fields.length > 0) {
        const fields = Object.fromEntries(
          error.fields.map(({ path, message }) => [
            path === 'accountHolderName' ? 'data.accountHolderName' : `data.details.${path}`,
            msg('payment.provider_field', { reason: message }),
          ]),
        );
        throw badRequest(msg('payment.provider_refused', { reason: error.message }), fields);
      }
      throw providerFailure(error);
    }
  }

  app.post(
    '/payment/history/wise/dynamic/form',
    { schema: { body: FormRequestBody, response: { 200: FormsAnswer } }, config: read },
    async (request) => {
      const { target, type, details } = request.body;
      const problem = currencyProblem(target);
      if (problem) throw badRequest('request.invalid', { target: problemMessage(problem) });
      if ((type === undefined) !== (details === undefined)) {
        throw badRequest('request.invalid', {
          [type ? 'details' : 'type']: 'payment.refresh_field',
        });
      }
      const refresh = type && details ? { type, details } : undefined;
      // Every refresh goes to the provider (only first loads are cached): each person has a limit.
      if (refresh) {
        const slot = await takeAttempt(db, `payment-form-refresh:${caller(request).userId}`, REFRESH_POLICY);
        if (!slot.allowed) throw tooManyRequests('payment.refresh_throttled', slot.retryAfterMs);
      }
      const forms = await withProvider(() => provider.accountRequirements(target, refresh));
      return { result: withoutEmailForms(forms) };
    },
  );

  app.patch(
    '/rights/holders/payment/:id',
    { schema: { params: IdParams, response: { 200: CurrentPaymentSettingAnswer } }, config: read },
    async (request) => {
      const auth = caller(request);
      await checkRightsHolderForCaller(db, auth, request.params.id);
      const row = await currentSetting(db, request.params.id);
      return { result: row ? settingAnswer(row, cipher, auth.type) : null };
    },
  );

  app.get(
    '/rights/holders/payment/history/:id',
    {
      schema: { params: IdParams, querystring: HistoryQuery, response: { 200: HistoryAnswer } },
      config: { access: { resource: 'payment-setting', action: 'history' } },
    },
    async (request) => {
      const auth = caller(request);
      await checkRightsHolderForCaller(db, auth, request.params.id);
      const page = Number(request.query.page ?? 1);
      const limit = Number(request.query.limit ?? DEFAULT_PAGE_SIZE);
      if (limit > MAX_PAGE_SIZE) {
        throw badRequest('request.invalid', { limit: msg('field.maximum', { limit: MAX_PAGE_SIZE }) });
      }
      const offset = (page - 1) * limit;
      return { result: await settingHistory(db, cipher, auth.type, request.params.id, { offset, limit }) };
    },
  );

  app.post(
    '/rights/holders/payment/add',
    { schema: { body: PaymentAddBody, response: { 200: PaymentSettingAnswer } }, config: write },
    async (request) => {
      const auth = caller(request);
      const rightsHolderId = request.body.rights_holder;
      await checkRightsHolderForCaller(db, auth, rightsHolderId);
      const before = await currentSetting(db, rightsHolderId);
      const setting = await checkedSetting(request.body, provider, before && currentDetails(before, cipher));
      const recipientId = await createRecipient(setting);
      const row = await replaceSetting(db, auth, rightsHolderId, setting, recipientId, cipher);
      return { result: settingAnswer(row, cipher, auth.type), ...saying('payment.setting_saved') };
    },
  );

  app.post(
    '/payment/history/wise/account/create',
    { schema: { body: RightsHolderBody, response: { 200: PaymentSettingAnswer } }, config: write },
    async (request) => {
      const auth = caller(request);
      await checkRightsHolderForCaller(db, auth, request.body.rights_holder);
      const row = await currentSetting(db, request.body.rights_holder);
      if (!row) throw notFound('not_found.payment_setting');
      if (!provider.createRecipient) {
        throw conflict('payment.not_configured');
      }
      if (!row.formType) throw conflict('payment.no_recipient_for_type_3');
      if (row.recipientId) throw conflict('payment.has_recipient');
      const recipientId = await createRecipient(checkedOf(row));
      await setRecipient(db, row.id, recipientId!);
      return {
        result: settingAnswer({ ...row, recipientId }, cipher, auth.type),
        ...saying('payment.recipient_created'),
      };
    },
  );

  /** A stored setting, as the checked setting it was made from. */
  function checkedOf(row: PaymentSettingRow): CheckedSetting {
    return {
      paymentType: row.paymentType as PaymentType,
      currency: row.currency,
      formType: row.formType,
      form: row.form,
      accountHolderName: row.accountHolderName && cipher.decrypt(row.accountHolderName),
      details: detailsOf(row, cipher),
    };
  }
};
