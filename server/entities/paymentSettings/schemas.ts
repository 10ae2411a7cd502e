import { Type } from '@sinclair/typebox';
import { FORM_SOURCE_AMOUNT } from '../../../shared/constants';
import { PAYMENT_TYPES } from '../../../shared/paymentSettings';
import { Answer, ListAnswer, Nullable, Strict, Text, Uuid } from '../../platform/http/schemas';

/** Longest value of one input; the provider's own limits are far below it. */
const DETAIL_MAX_LENGTH = 200;
/** A form has a handful of inputs; this bounds what a body can make the server check. */
const DETAILS_MAX_COUNT = 40;
const HOLDER_NAME_MAX_LENGTH = 200;

/** Details by input key ('IBAN', 'address.country'), as the card sends them. */
const Details = Type.Record(
  // Dot paths of plain names: no segment may name an object's own machinery ('__proto__').
  Type.String({
    pattern: '^(?!.*(^|\\.)(__proto__|constructor|prototype)(\\.|$))[A-Za-z][A-Za-z0-9_.]{0,63}$',
  }),
  Text(DETAIL_MAX_LENGTH),
  {
    maxProperties: DETAILS_MAX_COUNT,
  },
);
/** Codes are checked against the 47 by the handler, to answer the spec's own messages. */
const CurrencyCode = Text(8);
const FormType = Type.String({ pattern: '^[A-Za-z0-9_]{1,64}$' });

/** The currency-form request (spec 001 §3); `type` and `details` make it the provider's refresh. */
export const FormRequestBody = Strict({
  target: CurrencyCode,
  sourceAmount: Type.Literal(FORM_SOURCE_AMOUNT),
  type: Type.Optional(FormType),
  details: Type.Optional(Details),
});

/** The payment setting submission (spec 001 §3); which data fields a type needs is checked after. */
export const PaymentAddBody = Strict({
  rights_holder: Uuid,
  currency: CurrencyCode,
  payment_type: Type.Union(PAYMENT_TYPES.map((type) => Type.Literal(type))),
  data: Strict({
    currency: Type.Optional(CurrencyCode),
    type: Type.Optional(FormType),
    ownedByCustomer: Type.Optional(Type.Literal(true)),
    accountHolderName: Type.Optional(Text(HOLDER_NAME_MAX_LENGTH)),
    details: Type.Optional(Details),
  }),
});

/** Names the rights holder whose current setting gets a recipient account. */
export const RightsHolderBody = Strict({ rights_holder: Uuid });

const OptionalText = Type.Optional(Nullable(Type.String()));
const OptionalCount = Type.Optional(Nullable(Type.Integer()));

/** The provider's bank-details forms, in its format (Wise's account requirements). */
const RequirementInput = Type.Object({
  key: Type.String(),
  name: Type.String(),
  type: Type.String(),
  refreshRequirementsOnChange: Type.Optional(Type.Boolean()),
  required: Type.Boolean(),
  displayFormat: OptionalText,
  example: OptionalText,
  minLength: OptionalCount,
  maxLength: OptionalCount,
  validationRegexp: OptionalText,
  valuesAllowed: Type.Optional(
    Nullable(Type.Array(Type.Object({ key: Type.String(), name: Type.String() }))),
  ),
});
export const FormsAnswer = Answer(
  Type.Array(
    Type.Object({
      type: Type.String(),
      title: Type.Optional(Type.String()),
      usageInfo: OptionalText,
      fields: Type.Array(Type.Object({ name: Type.String(), group: Type.Array(RequirementInput) })),
    }),
  ),
);

/** A rights holder's current setting (shared/paymentSettings PaymentSetting), masked for the caller. */
export const PaymentSettingRecord = Type.Object({
  rights_holder: Uuid,
  payment_type: Type.Integer(),
  currency: Nullable(Type.String()),
  data: Type.Object({
    currency: Type.Optional(Type.String()),
    type: Type.Optional(Type.String()),
    accountHolderName: Type.Optional(Type.String()),
    details: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
  form_title: Nullable(Type.String()),
  masked: Type.Array(Type.String()),
  details_hidden: Type.Boolean(),
  recipient_id: Nullable(Type.String()),
  updated_at: Type.String({ format: 'date-time' }),
});
export const PaymentSettingAnswer = Answer(PaymentSettingRecord);
/** Null when the rights holder has no setting yet. */
export const CurrentPaymentSettingAnswer = Answer(Nullable(PaymentSettingRecord));

/** A page of a rights holder's earlier settings; a query string's values are text (the limit is checked after). */
export const HistoryQuery = Strict({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
});

/** An earlier setting (shared/paymentSettings PaymentSettingHistoryEntry), masked as the current one. */
export const HistoryAnswer = ListAnswer(
  Type.Composite([
    PaymentSettingRecord,
    Type.Object({
      id: Uuid,
      replaced_at: Type.String({ format: 'date-time' }),
      set_by: Nullable(Type.String()),
      replaced_by: Nullable(Type.String()),
    }),
  ]),
);
