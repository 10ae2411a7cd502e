import { and, eq, inArray, ne } from 'drizzle-orm';
import { AccountStatus, DELETED_STATUS } from '../../shared/constants';
import { UserType } from '../../shared/roles';
import { agreements } from '../agreements/table';
import { artists } from '../artists/table';
import type { AuthContext } from '../auth/context';
import { categories } from '../categories/table';
import type { Database } from '../db/client';
import { energyLevels } from '../energyLevels/table';
import { badRequest, forbidden, type FieldErrors } from '../http/errors';
import { users } from '../users/table';

export const INVALID = 'The request is not valid.';
export const NO_LABEL = 'Your asset label is empty: an admin sets it before you can upload.';

export interface Metadata {
  agreement?: string | null;
  category?: string | null;
  energy_level?: string | null;
  speakers?: string[];
}

/**
 * The rights holder an upload goes to and its asset label: a rights holder's side uploads for its
 * own (a 403 while its label is empty, spec 001 §6); staff name an active rights holder with a label.
 */
export async function uploadTarget(db: Database, auth: AuthContext, named: string | undefined) {
  const id = auth.ownerId ?? named;
  if (!id) throw badRequest(INVALID, { rights_holder: 'is required' });
  const [owner] = await db
    .select({ id: users.id, label: users.assetLabelName })
    .from(users)
    .where(
      and(eq(users.id, id), eq(users.type, UserType.RIGHT_HOLDER), eq(users.status, AccountStatus.ACTIVE)),
    );
  if (!owner) throw badRequest(INVALID, { rights_holder: 'is not an active content owner' });
  const label = owner.label?.trim();
  if (!label) {
    if (auth.ownerId) throw forbidden(NO_LABEL);
    throw badRequest(INVALID, { rights_holder: 'has no asset label' });
  }
  return { rightsHolderId: owner.id, assetLabel: label };
}

/** The agreement is the rights holder's, and the settings named exist and are active. */
export async function checkMetadata(db: Database, rightsHolderId: string, body: Metadata) {
  const errors: FieldErrors = {};
  const active = (table: typeof categories | typeof energyLevels | typeof artists, ids: string[]) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.status, AccountStatus.ACTIVE)));
  const [agreement, category, energy, speakers] = await Promise.all([
    body.agreement
      ? db
          .select({ id: agreements.id })
          .from(agreements)
          .where(
            and(
              eq(agreements.id, body.agreement),
              eq(agreements.rightsHolderId, rightsHolderId),
              ne(agreements.status, DELETED_STATUS),
            ),
          )
      : [],
    body.category ? active(categories, [body.category]) : [],
    body.energy_level ? active(energyLevels, [body.energy_level]) : [],
    body.speakers?.length ? active(artists, body.speakers) : [],
  ]);
  if (body.agreement && agreement.length === 0)
    errors.agreement = "is not one of the content owner's agreements";
  if (body.category && category.length === 0) errors.category = 'is not an active category';
  if (body.energy_level && energy.length === 0) errors.energy_level = 'is not an active energy level';
  if (body.speakers?.length && speakers.length !== body.speakers.length)
    errors.speakers = 'names a speaker that is not active';
  if (Object.keys(errors).length > 0) throw badRequest(INVALID, errors);
}
