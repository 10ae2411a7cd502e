import { and, eq, inArray } from 'drizzle-orm';
import { agreements } from './entities/agreements/table';
import { assets } from './entities/assets/table';
import { channels } from './entities/channels/table';
import { InquiryStatus, inquiries } from './entities/inquiries/table';
import { users } from './entities/users/table';
import type { Database } from './platform/db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The library items their owners offer for licensing: the Licensing Library's demo content. */
const LICENSABLE = [
  'Northern Drive',
  'Fjord Morning',
  'Aurora Loop',
  'Glacier Walk',
  'Le Phare',
  'Petal Drums',
  'Greenhouse Groove',
  'Night Bloom',
];

/** The demo accounts that do not see the Licensing Library entry (spec 001 §6). */
export const BROWSE_HIDDEN_DEMO_ACCOUNTS = ['newcreator@example.com'];

/**
 * Licence requests for the Licensing Library and Pending Requests: two waiting, one approved under
 * the creator's running agreement, one rejected with its reason; and the licensable items they name.
 */
export async function seedInquiries(db: Database): Promise<void> {
  await db.update(assets).set({ licensable: true }).where(inArray(assets.title, LICENSABLE));
  await db.update(users).set({ browseHidden: true }).where(inArray(users.email, BROWSE_HIDDEN_DEMO_ACCOUNTS));
  const userId = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const asset = async (title: string) =>
    (
      await db
        .select({ id: assets.id, rightsHolderId: assets.rightsHolderId })
        .from(assets)
        .where(eq(assets.title, title))
    )[0]!;
  const channel = async (title: string) =>
    (await db.select({ id: channels.id }).from(channels).where(eq(channels.channelTitle, title)))[0]!.id;
  const manager = await userId('manager@example.com');
  const request = async (
    creator: string,
    title: string,
    channelTitle: string,
    daysAgo: number,
    message: string,
    decision?: { status: InquiryStatus; reason?: string; agreement?: string },
  ) => {
    const creatorId = await userId(creator);
    const item = await asset(title);
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    const agreementId = decision?.agreement
      ? (
          await db
            .select({ id: agreements.id })
            .from(agreements)
            .where(and(eq(agreements.title, decision.agreement), eq(agreements.creatorId, creatorId)))
        )[0]!.id
      : undefined;
    return {
      creatorId,
      requestedBy: creatorId,
      rightsHolderId: item.rightsHolderId,
      assetId: item.id,
      channelId: await channel(channelTitle),
      message,
      createdAt: at,
      updatedAt: at,
      ...(decision && {
        status: decision.status,
        reason: decision.reason,
        agreementId,
        decidedBy: manager,
        decidedAt: new Date(at.getTime() + DAY_MS),
      }),
    };
  };
  await db.insert(inquiries).values([
    await request(
      'leo.beats@example.com',
      'Aurora Loop',
      'Lo-fi Study Room',
      2,
      'For a study-session stream.',
    ),
    await request(
      'creator@example.com',
      'Petal Drums',
      'Chloe Creates',
      1,
      'As the intro of my weekly vlog.',
    ),
    await request('maya.lens@example.com', 'Glacier Walk', 'Maya Lens Travel', 9, 'Iceland trip video.', {
      status: InquiryStatus.APPROVED,
      agreement: 'Northwind Audio travel music',
    }),
    await request('omar.cooks@example.com', 'Night Bloom', 'Omar Cooks', 6, 'Background for a recipe.', {
      status: InquiryStatus.REJECTED,
      reason: 'Orchid Sounds does not license this track for food channels.',
    }),
  ]);
}
