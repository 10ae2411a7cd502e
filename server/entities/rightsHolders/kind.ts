import { eq, sql } from 'drizzle-orm';
import { DELETED_STATUS } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { Type } from '@sinclair/typebox';
import { accountView, sharedColumns } from '../accounts/repository';
import { accountFields, Count } from '../accounts/schemas';
import { Nullable } from '../../platform/http/schemas';
import type { AccountKind } from '../accounts/resource';
import { rightsHolders as declaration } from '../../../shared/resources/rightsHolders';
import { agreements } from '../agreements/table';
import { users } from '../users/table';
import { RightsHolderCreateBody, RightsHolderUpdateBody } from './schemas';

/**
 * Rights holders (content owners, speech owners), spec 001 §7: staff manage them; a rights holder
 * (and their team) reads their own record. The agreement count is of agreements not deleted; the outer id is named
 * with its table, since unqualified it would mean the agreement's own id inside the subquery.
 */
export const rightsHolderKind: AccountKind = {
  declaration,
  noun: 'Content owner',
  types: [UserType.RIGHT_HOLDER],
  createBody: RightsHolderCreateBody,
  updateBody: RightsHolderUpdateBody,
  view: {
    ...accountView,
    label_id: users.assetLabelId,
    labelName: users.assetLabelName,
    phone: users.phone,
    address: users.address,
    contractCount: sql<number>`(select count(*)::int from ${agreements} a where a.rights_holder_id = ${users}.id and a.status <> ${DELETED_STATUS})`,
  },
  record: Type.Object({
    ...accountFields,
    label_id: Nullable(Type.String()),
    labelName: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    address: Nullable(Type.String()),
    contractCount: Count,
  }),
  columns: (body) => ({
    ...sharedColumns(body),
    ...(body.label_id !== undefined && { assetLabelId: (body.label_id as string | null)?.trim() || null }),
    ...(body.labelName !== undefined && {
      assetLabelName: (body.labelName as string | null)?.trim() || null,
    }),
    ...(body.phone !== undefined && { phone: body.phone as string | null }),
    ...(body.address !== undefined && { address: (body.address as string | null)?.trim() || null }),
  }),
  typeOf: () => UserType.RIGHT_HOLDER,
  scope: (auth) => (auth.ownerId ? eq(users.id, auth.ownerId) : undefined),
};
