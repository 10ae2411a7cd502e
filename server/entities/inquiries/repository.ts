import { and, eq, sql, type SQL } from 'drizzle-orm';
import { inquiryList as declaration } from '../../../shared/resources/inquiries';
import { isCreatorSide } from '../../../shared/roles';
import { agreements } from '../agreements/table';
import { assets } from '../assets/table';
import { channels } from '../channels/table';
import type { AuthContext } from '../../platform/auth/context';
import { declaredList, likePattern } from '../../platform/http/listQuery';
import { users } from '../users/table';
import { inquiries, type InquiryStatus } from './table';

export interface InquiryFilter {
  status?: InquiryStatus;
  rights_holder?: string;
  creator?: string;
  asset?: string;
}

// Names are read by scalar subqueries on the outer row (see agreements).
const nameOf = (column: string) =>
  sql<string>`(select u.name from ${users} u where u.id = ${inquiries}.${sql.identifier(column)})`;

export const inquiryListSpec = declaredList<InquiryFilter>(declaration.whitelist, {
  sortable: {
    created_at: inquiries.createdAt,
    decided_at: inquiries.decidedAt,
    status: inquiries.status,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [],
  // The asset's title, the creator's name or the channel's title, anywhere in them.
  fullText: (search) => {
    const pattern = likePattern(search);
    return sql`(exists (select 1 from ${assets} a where a.id = ${inquiries}.asset_id and a.title ilike ${pattern})
      or exists (select 1 from ${users} u where u.id = ${inquiries}.creator_id and u.name ilike ${pattern})
      or exists (select 1 from ${channels} c where c.id = ${inquiries}.channel_id and c.channel_title ilike ${pattern}))`;
  },
  id: inquiries.id,
  // The total by its own count (an index-only scan), not a window over every row the page sorts.
  countApart: true,
  filters: {
    status: (status) => eq(inquiries.status, status),
    rights_holder: (id) => eq(inquiries.rightsHolderId, id),
    creator: (id) => eq(inquiries.creatorId, id),
    asset: (id) => eq(inquiries.assetId, id),
  },
});

export const inquiryView = {
  _id: inquiries.id,
  creator: inquiries.creatorId,
  creator_name: nameOf('creator_id'),
  requested_by: inquiries.requestedBy,
  requested_by_name: nameOf('requested_by'),
  rights_holder: inquiries.rightsHolderId,
  rights_holder_name: nameOf('rights_holder_id'),
  asset: inquiries.assetId,
  asset_title: sql<string>`(select a.title from ${assets} a where a.id = ${inquiries}.asset_id)`,
  channel: inquiries.channelId,
  channel_title: sql<string>`(select c.channel_title from ${channels} c where c.id = ${inquiries}.channel_id)`,
  message: inquiries.message,
  status: inquiries.status,
  decided_by: inquiries.decidedBy,
  decided_by_name: sql<string | null>`(select u.name from ${users} u where u.id = ${inquiries}.decided_by)`,
  decided_at: inquiries.decidedAt,
  reason: inquiries.reason,
  agreement: inquiries.agreementId,
  agreement_title: sql<
    string | null
  >`(select c.title from ${agreements} c where c.id = ${inquiries}.agreement_id)`,
  created_at: inquiries.createdAt,
  updated_at: inquiries.updatedAt,
};

/** Staff read every request; a creator's side (the creator or its team) only the creator's own. */
export function visibleInquiries(auth: AuthContext): SQL | undefined {
  if (!auth.ownerId) return undefined;
  if (isCreatorSide(auth.type)) {
    return eq(inquiries.creatorId, auth.ownerId);
  }
  // Nobody else's side reads requests (the declaration refuses them before this).
  return sql`false`;
}

export const inquiryOf = (id: string, auth: AuthContext) => and(eq(inquiries.id, id), visibleInquiries(auth));
