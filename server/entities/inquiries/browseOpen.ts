import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { forbidden } from '../../platform/http/errors';
import { users } from '../users/table';

/**
 * An account set to hide the Licensing Library (spec 001 §6; staff's setting on the account) may not
 * use it through the API either, nor may a team member acting for such an owner: the hidden menu
 * entry is not the rule, this is.
 */
export async function assertBrowseOpen(db: Database, auth: AuthContext): Promise<void> {
  const ids = auth.ownerId && auth.ownerId !== auth.userId ? [auth.userId, auth.ownerId] : [auth.userId];
  const [hidden] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.browseHidden, true)))
    .limit(1);
  if (hidden) throw forbidden('inquiry.browse_hidden');
}
