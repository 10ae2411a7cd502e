import { and, eq, inArray } from 'drizzle-orm';
import { agreements } from './entities/agreements/table';
import { channels } from './entities/channels/table';
import { users } from './entities/users/table';
import type { Database } from './platform/db/client';

/**
 * More sublicensee creators for the demo rights holder (Northwind Audio, rightsholder@example.com,
 * and its team member): two of the seed's other creators take agreements with it (what they earned
 * it comes from the royalty lines); one of their channels has an open removal request for staff to see.
 */
export async function seedSublicensees(db: Database): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, ['rightsholder@example.com', 'omar.cooks@example.com', 'ken.science@example.com']),
    );
  const id = (email: string) => people.find((p) => p.email === email)!.id;
  const northwind = id('rightsholder@example.com');
  const [omar, ken] = [id('omar.cooks@example.com'), id('ken.science@example.com')];
  const channelOf = async (title: string) =>
    (await db.select({ id: channels.id }).from(channels).where(eq(channels.channelTitle, title)))[0]!.id;

  await db.insert(agreements).values([
    {
      title: 'Northwind Audio kitchen sounds',
      rightsHolderId: northwind,
      creatorId: omar,
      channelId: await channelOf('Five Minute Meals'),
      startDate: '2025-04-01',
      territory: 'Worldwide',
      revenueShare: '62.50',
    },
    {
      title: 'Northwind Audio street ambience',
      rightsHolderId: northwind,
      creatorId: omar,
      startDate: '2025-10-15',
      endDate: '2027-10-14',
      territory: 'Europe',
      revenueShare: '58.00',
    },
    {
      title: 'Northwind Audio science beds',
      rightsHolderId: northwind,
      creatorId: ken,
      channelId: await channelOf('Lab Notes'),
      startDate: '2025-08-20',
      territory: 'North America',
      revenueShare: '66.00',
    },
  ]);
  // Omar asked staff to take one of his channels down.
  await db
    .update(channels)
    .set({ removalRequestedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000), removalRequestedBy: omar })
    .where(and(eq(channels.channelTitle, 'Street Food Atlas'), eq(channels.creatorId, omar)));
}
