import { Type } from '@sinclair/typebox';
import { FORM_SOURCE_AMOUNT } from '../../shared/constants';
import { PAYMENT_TYPES } from '../../shared/paymentSettings';
import { Strict, Text, Uuid } from '../http/schemas';

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
