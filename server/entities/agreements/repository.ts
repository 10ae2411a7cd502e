import { agreements as declaration } from '../../../shared/resources/agreements';
import type { Static } from '@sinclair/typebox';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { AccountStatus, DELETED_STATUS } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import { channels } from '../channels/table';
import type { Database } from '../../platform/db/client';
import { declaredList } from '../../platform/http/listQuery';
import { users } from '../users/table';
import type { AgreementCreateBody, AgreementUpdateBody } from './schemas';
import { agreements } from './table';

type AgreementBody = Partial<Static<typeof AgreementCreateBody> & Static<typeof AgreementUpdateBody>>;

type Filter = { rights_holder?: string; creator?: string };

export const agreementListSpec = declaredList<Filter>(declaration.whitelist, {
  sortable: {
    title: agreements.title,
    start_date: agreements.startDate,
    end_date: agreements.endDate,
    territory: agreements.territory,
    status: agreements.status,
    created_at: agreements.createdAt,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [agreements.title],
  id: agreements.id,
  filters: {
    rights_holder: (id) => eq(agreements.rightsHolderId, id),
    creator: (id) => eq(agreements.creatorId, id),
  },
});

// Names are looked up by scalar subqueries on the outer row, named with its table (see rightsHolders).
const nameOf = (column: string) =>
  sql<string>`(select u.name from ${users} u where u.id = ${agreements}.${sql.identifier(column)})`;

export const agreementView = {
  _id: agreements.id,
  title: agreements.title,
  rights_holder: agreements.rightsHolderId,
  rights_holder_name: nameOf('rights_holder_id'),
  creator: agreements.creatorId,
  creator_name: nameOf('creator_id'),
  channel: agreements.channelId,
  channel_title: sql<
    string | null
  >`(select c.channel_title from ${channels} c where c.id = ${agreements}.channel_id)`,
  start_date: agreements.startDate,
  end_date: agreements.endDate,
  territory: agreements.territory,
  revenue_share: sql<number | null>`${agreements.revenueShare}::float8`,
  status: agreements.status,
  document_name: agreements.documentName,
  document_size: agreements.documentSize,
  created_at: agreements.createdAt,
  updated_at: agreements.updatedAt,
};
export type AgreementView = Awaited<ReturnType<typeof findAgreement>> & object;

/** Staff see every agreement; a creator or rights holder (and their team) only their own side's. */
export function visibleAgreements(auth: AuthContext): SQL | undefined {
  if (!auth.ownerId) return undefined;
  const creatorSide = auth.type === UserType.CREATOR || auth.type === UserType.CREATOR_TEAM;
  return eq(creatorSide ? agreements.creatorId : agreements.rightsHolderId, auth.ownerId);
}

export async function findAgreement(db: Database, id: string, auth: AuthContext) {
  const [row] = await db
    .select(agreementView)
    .from(agreements)
    .where(and(eq(agreements.id, id), visibleAgreements(auth)));
  return row;
}

/** An active account of the type, or undefined. */
export async function activeAccount(db: Database, id: string, type: UserType) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, type), eq(users.status, AccountStatus.ACTIVE)));
  return row;
}

/** The creator's channel, not deleted, or undefined. */
export async function channelOfCreator(db: Database, channelId: string, creatorId: string) {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(eq(channels.id, channelId), eq(channels.creatorId, creatorId), ne(channels.status, DELETED_STATUS)),
    );
  return row;
}

const share = (value: number) => value.toFixed(2);

/** The columns an add or update body sets (the table's defaults fill what an add leaves out). */
export const agreementColumns = (body: AgreementBody) => ({
  ...(body.title !== undefined && { title: body.title.trim() }),
  ...(body.rights_holder !== undefined && { rightsHolderId: body.rights_holder }),
  ...(body.creator !== undefined && { creatorId: body.creator }),
  ...(body.channel !== undefined && { channelId: body.channel }),
  ...(body.start_date !== undefined && { startDate: body.start_date }),
  ...(body.end_date !== undefined && { endDate: body.end_date }),
  ...(body.territory !== undefined && { territory: body.territory.trim() }),
  ...(body.revenue_share !== undefined && { revenueShare: share(body.revenue_share) }),
  ...(body.status !== undefined && { status: body.status }),
});

export const setAgreementDocument = (tx: Database, id: string, name: string, size: number) =>
  tx
    .update(agreements)
    .set({ documentName: name, documentSize: size, documentUploadedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(agreements.id, id));
