import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { DELETED_STATUS, NAME_MAX_LENGTH } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { accountView, sharedColumns } from '../accounts/repository';
import { accountFields, Count } from '../accounts/schemas';
import type { AccountKind } from '../accounts/resource';
import { creators as declaration } from '../../../shared/resources/creators';
import { agreements } from '../agreements/table';
import { channels } from '../channels/table';
import { NewRecordStatus, RequiredText, Strict, Text } from '../../platform/http/schemas';
import { Email } from '../users/schemas';
import { teamMembers, users } from '../users/table';

const editable = {
  name: RequiredText(NAME_MAX_LENGTH),
  email: Email,
  company: Type.Optional(Type.Union([Text(200), Type.Null()])),
  /** Staff's setting that closes the Licensing Library to this creator and its team (spec 001 §6). */
  browse_hidden: Type.Optional(Type.Boolean()),
};

// Counts over the outer row, named with its table (unqualified, id would mean the inner row's).
const countOf = (table: typeof channels | typeof agreements, column: string) =>
  sql<number>`(select count(*)::int from ${table} x where x.${sql.identifier(column)} = ${users}.id and x.status <> ${DELETED_STATUS})`;

/** Creators (channel owners), with their channel, agreement and team counts; staff read them. */
export const creatorKind: AccountKind = {
  declaration,
  noun: 'Creator',
  types: [UserType.CREATOR],
  createBody: Strict({
    ...editable,
    status: Type.Optional(NewRecordStatus),
  }),
  updateBody: Type.Object(
    {
      name: Type.Optional(editable.name),
      email: Type.Optional(editable.email),
      company: editable.company,
      browse_hidden: editable.browse_hidden,
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  view: {
    ...accountView,
    browse_hidden: users.browseHidden,
    channelCount: countOf(channels, 'creator_id'),
    contractCount: countOf(agreements, 'creator_id'),
    // Members who accepted; open invitations are not (yet) the team.
    teamCount: sql<number>`(select count(*)::int from ${teamMembers} x where x.owner_id = ${users}.id and x.status <> ${DELETED_STATUS} and x.accepted_at is not null)`,
  },
  record: Type.Object({
    ...accountFields,
    browse_hidden: Type.Boolean(),
    channelCount: Count,
    contractCount: Count,
    teamCount: Count,
  }),
  columns: (body: Parameters<typeof sharedColumns>[0] & { browse_hidden?: boolean }) => ({
    ...sharedColumns(body),
    ...(body.browse_hidden !== undefined && { browseHidden: body.browse_hidden }),
  }),
  typeOf: () => UserType.CREATOR,
};
