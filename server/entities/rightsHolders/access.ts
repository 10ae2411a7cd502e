import { findAccount } from '../accounts/repository';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { users } from '../users/table';
import { rightsHolderKind } from './kind';

/**
 * Checks the caller may see this rights holder (staff any, a rights holder and their team their own);
 * anyone else's is not found, whoever asks.
 */
export async function checkRightsHolderForCaller(db: Database, auth: AuthContext, id: string): Promise<void> {
  const scope = rightsHolderKind.scope?.(auth);
  const found = await findAccount(db, { id: users.id }, id, rightsHolderKind.types, scope);
  if (!found) throw notFound('not_found.rights_holder');
}
