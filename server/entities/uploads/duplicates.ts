import { and, eq, ne } from 'drizzle-orm';
import { DELETED_STATUS } from '../../../shared/constants';
import { assetFiles, assets, MediaRole } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';

/**
 * An asset the caller can see whose original file has these bytes ("already uploaded as …"): staff
 * see every asset, a rights holder's side its own. Someone else's copy is not named.
 */
export async function findDuplicate(db: Database, auth: AuthContext, sha256: string) {
  const [row] = await db
    .select({ id: assets.id, title: assets.title })
    .from(assetFiles)
    .innerJoin(assets, eq(assets.id, assetFiles.assetId))
    .where(
      and(
        eq(assetFiles.sha256, sha256),
        eq(assetFiles.role, MediaRole.ORIGINAL),
        ne(assets.status, DELETED_STATUS),
        auth.ownerId ? eq(assets.rightsHolderId, auth.ownerId) : undefined,
      ),
    )
    .limit(1);
  return row;
}
