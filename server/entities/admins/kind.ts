import { Type } from '@sinclair/typebox';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import { ADMIN_CATEGORY, type UserType } from '../../../shared/roles';
import { accountView, sharedColumns } from '../accounts/repository';
import { accountFields } from '../accounts/schemas';
import type { AccountKind } from '../accounts/resource';
import { admins as declaration } from '../../../shared/resources/admins';
import { forbidden } from '../../platform/http/errors';
import { RequiredText, Strict, Text } from '../../platform/http/schemas';
import { Email } from '../users/schemas';

const StaffType = Type.Union(ADMIN_CATEGORY.map((type) => Type.Literal(type)));
const editable = {
  name: RequiredText(NAME_MAX_LENGTH),
  email: Email,
  company: Type.Optional(Type.Union([Text(200), Type.Null()])),
  type: StaffType,
};

/** Staff accounts (types 1, 2, 5, 6, 7), managed by the super admin only (route 'admins'). */
export const adminKind: AccountKind = {
  declaration,
  noun: 'Admin',
  types: ADMIN_CATEGORY,
  createBody: Strict(editable),
  updateBody: Type.Object(
    {
      name: Type.Optional(editable.name),
      email: Type.Optional(editable.email),
      company: editable.company,
      type: Type.Optional(editable.type),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  filters: { type: Type.Optional(StaffType) },
  view: accountView,
  record: Type.Object(accountFields),
  columns: (body) => ({
    ...sharedColumns(body),
    ...(body.type !== undefined && { type: body.type as UserType }),
  }),
  typeOf: (body) => body.type as UserType,
  checkUpdate(auth, before, body) {
    // Nobody takes away their own role: the last super admin could lock everyone out.
    if (before._id === auth.userId && body.type !== undefined && body.type !== before.type) {
      throw forbidden('accounts.own_role');
    }
  },
};
