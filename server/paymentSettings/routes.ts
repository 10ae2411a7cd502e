import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_FORM_REFRESHES_PER_MINUTE } from '../../shared/constants';
import {
  currencyProblem,
  PAYMENT_SETTING_READERS,
  PAYMENT_SETTING_WRITERS,
  PaymentType,
  withoutEmailForms,
} from '../../shared/paymentSettings';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import type { TokenCipher } from '../google/tokenCipher';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { checkRightsHolderForCaller } from '../rightsHolders/access';
import { takeAttempt } from '../throttles/throttle';
import { ProviderError, type PaymentProvider, type RecipientAccount } from '../wise/provider';
import {
  currentDetails,
  currentSetting,
  detailsOf,
  replaceSetting,
  setRecipient,
  settingAnswer,
} from './repository';
import { IdParams } from '../http/schemas';
import {
  CurrentPaymentSettingAnswer,
  FormRequestBody,
  FormsAnswer,
  PaymentAddBody,
  PaymentSettingAnswer,
  RightsHolderBody,
} from './schemas';
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
  const read = { access: { types: PAYMENT_SETTING_READERS } };
  const write = { access: { types: PAYMENT_SETTING_WRITERS } };

  /** Creates the provider's recipient for a bank or email setting; a refused detail names its input. */
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
      return (await provider.createRecipient(account)).id;
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'invalid' && error.fields.length > 0) {
        const fields = Object.fromEntries(
          error.fields.map(({ path, message }) => [
            path === 'accountHolderName' ? 'data.accountHolderName' : `data.details.${path}`,
            message,
          ]),
        );
        throw badRequest(`The money-transfer provider refused the details: ${error.message}`, fields);
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
      if (problem) throw badRequest('The request is not valid.', { target: problemMessage(problem) });
      if ((type === undefined) !== (details === undefined)) {
        throw badRequest('The request is not valid.', {
          [type ? 'details' : 'type']: 'is required to refresh a form',
        });
      }
      const refresh = type && details ? { type, details } : undefined;
      // Every refresh goes to the provider (only first loads are cached): each person has a limit.
      if (refresh) {
        const slot = await takeAttempt(db, `payment-form-refresh:${caller(request).userId}`, REFRESH_POLICY);
        if (!slot.allowed)
          throw tooManyRequests('Too many form refreshes: try again later.', slot.retryAfterMs);
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
      return { result: settingAnswer(row, cipher, auth.type), message: 'Payment setting updated.' };
    },
  );

  app.post(
    '/payment/history/wise/account/create',
    { schema: { body: RightsHolderBody, response: { 200: PaymentSettingAnswer } }, config: write },
    async (request) => {
      const auth = caller(request);
      await checkRightsHolderForCaller(db, auth, request.body.rights_holder);
      const row = await currentSetting(db, request.body.rights_holder);
      if (!row) throw notFound('Payment setting');
      if (!provider.createRecipient) {
        throw conflict('The money-transfer provider is not configured: no recipient account can be created.');
      }
      if (!row.formType) throw conflict('Payment type 3 has no recipient account.');
      if (row.recipientId) throw conflict('This payment setting already has a recipient account.');
      const recipientId = await createRecipient(checkedOf(row));
      await setRecipient(db, row.id, recipientId!);
      return {
        result: settingAnswer({ ...row, recipientId }, cipher, auth.type),
        message: 'Recipient account created.',
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
