import { and, eq, ne } from 'drizzle-orm';
import { DELETED_STATUS } from '../shared/constants';
import { assets, AssetKind, AssetStage } from './entities/assets/table';
import { assetDownloads, DownloadKind } from './entities/library/table';
import type { Database } from './platform/db/client';

const DAY = 86_400_000;

/**
 * Downloads of the library's audio made by the other demo creators over the last months, so the
 * podcast dashboard's downloads, monthly curve and speakers show the company's real use. The demo
 * accounts' own Downloaded tabs stay as the library tests expect them (empty until they download).
 */
export async function seedDashboards(db: Database, id: (email: string) => string): Promise<void> {
  const audio = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.kind, AssetKind.AUDIO),
        eq(assets.stage, AssetStage.APPROVED),
        ne(assets.status, DELETED_STATUS),
      ),
    )
    .orderBy(assets.title);
  if (audio.length === 0) return;
  const people = ['omar.cooks@example.com', 'sofia.games@example.com', 'ken.science@example.com'].map(id);
  // Each person, a few items a month over four months: the first items more than the others.
  const rows = people.flatMap((userId, person) =>
    [0, 1, 2, 3].flatMap((month) =>
      audio.slice(0, 3 + ((person + month) % 3)).map((item, index) => ({
        assetId: item.id,
        userId,
        kind: DownloadKind.AUDIO,
        createdAt: new Date(Date.now() - (month * 30 + index + person + 1) * DAY),
      })),
    ),
  );
  await db.insert(assetDownloads).values(rows);
}
