import { Type } from '@sinclair/typebox';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import { NewRecordStatus, Nullable, RequiredText, Strict, Text } from '../../platform/http/schemas';
import { Email } from '../users/schemas';

const COMPANY_MAX_LENGTH = 200;
/** What staff may set on a rights holder; name, email and company are required. */
const editable = {
  name: RequiredText(NAME_MAX_LENGTH),
  email: Email,
  company: RequiredText(COMPANY_MAX_LENGTH),
  /** The asset label (spec 001 §3): empty for a rights holder who has none. */
  label_id: Type.Optional(Nullable(Text(100))),
  labelName: Type.Optional(Nullable(Text(200))),
  phone: Type.Optional(Nullable(Type.String({ pattern: '^\\+?[0-9 ().-]{4,40}$', maxLength: 40 }))),
  address: Type.Optional(Nullable(Text(500))),
};

export const RightsHolderCreateBody = Strict({
  ...editable,
  status: Type.Optional(NewRecordStatus),
});

export const RightsHolderUpdateBody = Type.Object(
  {
    ...editable,
    name: Type.Optional(editable.name),
    email: Type.Optional(editable.email),
    company: Type.Optional(editable.company),
  },
  { additionalProperties: false, minProperties: 1 },
);
