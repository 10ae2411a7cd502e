import { Type } from '@sinclair/typebox';
import { Nullable, Timestamp, Uuid } from '../../platform/http/schemas';

/** What every kind of account answers (accountView); a kind adds its own fields. */
export const accountFields = {
  _id: Uuid,
  name: Type.String(),
  email: Type.String(),
  company: Nullable(Type.String()),
  type: Type.Integer(),
  profile_picture: Nullable(Type.String()),
  status: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
};

/** A count of related records, kept as a number. */
export const Count = Type.Integer({ minimum: 0 });
