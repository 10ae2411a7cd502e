import { contracts as contractsDeclaration } from '../../shared/resources/contracts';
import type { Static } from '@sinclair/typebox';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { AccountStatus, DELETED_STATUS } from '../../shared/constants';
import { UserType } from '../../shared/roles';
import type { AuthContext } from '../auth/context';
import { channels } from '../channels/table';
import type { Database } from '../db/client';
import { declaredList } from '../http/listQuery';
import { listTable } from '../http/listTable';
import { users } from '../users/table';
import type { AgreementCreateBody, AgreementListBody, AgreementUpdateBody } from './schemas';
import { agreements } from './table';

type Filter = Omit<Static<typeof AgreementListBody>['filter'] & object, 'ids' | 'status'>;

const listSpec = declaredList<Filter>(contractsDeclaration.whitelist, {
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

const view = {
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
function visible(auth: AuthContext): SQL | undefined {
  if (!auth.ownerId) return undefined;
  const creatorSide = auth.type === UserType.CREATOR || auth.type === UserType.CREATOR_TEAM;
  return eq(creatorSide ? agreements.creatorId : agreements.rightsHolderId, auth.ownerId);
}

const statusCondition = (status: number | undefined) =>
  status === undefined ? ne(agreements.status, DELETED_STATUS) : eq(agreements.status, status);

export async function listAgreements(
  db: Database,
  body: Static<typeof AgreementListBody>,
  auth: AuthContext,
) {
  const { status, ...filter } = body.filter ?? {};
  return listTable(
    db,
    agreements,
    view,
    listSpec,
    { ...body, filter },
    and(visible(auth), statusCondition(status)),
  );
}

export async function findAgreement(db: Database, id: string, auth: AuthContext) {
  const [row] = await db
    .select(view)
    .from(agreements)
    .where(and(eq(agreements.id, id), visible(auth)));
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

export async function insertAgreement(
  tx: Database,
  body: Static<typeof AgreementCreateBody>,
): Promise<string> {
  const [row] = await tx
    .insert(agreements)
    .values({
      title: body.title.trim(),
      rightsHolderId: body.rights_holder,
      creatorId: body.creator,
      channelId: body.channel ?? null,
      startDate: body.start_date,
      endDate: body.end_date ?? null,
      territory: body.territory?.trim() ?? 'Worldwide',
      revenueShare: body.revenue_share === undefined ? null : share(body.revenue_share),
      status: body.status ?? AccountStatus.ACTIVE,
    })
    .returning({ id: agreements.id });
  return row!.id;
}

export const updateAgreement = (tx: Database, id: string, body: Static<typeof AgreementUpdateBody>) =>
  tx
    .update(agreements)
    .set({
      ...(body.title !== undefined && { title: body.title.trim() }),
      ...(body.channel !== undefined && { channelId: body.channel }),
      ...(body.start_date !== undefined && { startDate: body.start_date }),
      ...(body.end_date !== undefined && { endDate: body.end_date }),
      ...(body.territory !== undefined && { territory: body.territory.trim() }),
      ...(body.revenue_share !== undefined && { revenueShare: share(body.revenue_share) }),
      updatedAt: sql`now()`,
    })
    .where(eq(agreements.id, id));

export const setAgreementStatus = (tx: Database, id: string, status: number) =>
  tx
    .update(agreements)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(agreements.id, id));

export const setAgreementDocument = (tx: Database, id: string, name: string, size: number) =>
  tx
    .update(agreements)
    .set({ documentName: name, documentSize: size, documentUploadedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(agreements.id, id));
