import { and, eq, inArray, ne } from 'drizzle-orm';
import { AccountStatus, DELETED_STATUS } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { agreements } from '../agreements/table';
import type { AuthContext } from '../../platform/auth/context';
import { categories, energyLevels, speakers } from '../../platform/db/declaredTables';
import type { Database } from '../../platform/db/client';
import { badRequest, forbidden, type FieldReasons } from '../../platform/http/errors';
import { users } from '../users/table';

export const NO_LABEL = 'upload.no_label';

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
  if (!id) throw badRequest('request.invalid', { rights_holder: 'field.required' });
  const [owner] = await db
    .select({ id: users.id, label: users.assetLabelName })
    .from(users)
    .where(
      and(eq(users.id, id), eq(users.type, UserType.RIGHT_HOLDER), eq(users.status, AccountStatus.ACTIVE)),
    );
  if (!owner) throw badRequest('request.invalid', { rights_holder: 'asset.owner_not_active' });
  const label = owner.label?.trim();
  if (!label) {
    if (auth.ownerId) throw forbidden(NO_LABEL);
    throw badRequest('request.invalid', { rights_holder: 'asset.owner_no_label' });
  }
  return { rightsHolderId: owner.id, assetLabel: label };
}

/** The agreement is the rights holder's, and the settings named exist and are active. */
export async function checkMetadata(db: Database, rightsHolderId: string, body: Metadata) {
  const errors: FieldReasons = {};
  const active = (table: typeof categories | typeof energyLevels | typeof speakers, ids: string[]) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.status, AccountStatus.ACTIVE)));
  const [agreement, category, energy, activeSpeakers] = await Promise.all([
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
    body.speakers?.length ? active(speakers, body.speakers) : [],
  ]);
  if (body.agreement && agreement.length === 0) errors.agreement = 'asset.agreement_not_owners';
  if (body.category && category.length === 0) errors.category = 'asset.category_not_active';
  if (body.energy_level && energy.length === 0) errors.energy_level = 'asset.energy_not_active';
  if (body.speakers?.length && activeSpeakers.length !== body.speakers.length)
    errors.speakers = 'asset.speaker_not_active';
  if (Object.keys(errors).length > 0) throw badRequest('request.invalid', errors);
}
