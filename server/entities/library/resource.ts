import { eq } from 'drizzle-orm';
import { library as declaration } from '../../../shared/resources/library';
import { assetResource } from '../assets/resource';
import { checkMetadata } from '../assets/checks';
import { AssetCreateBody, AssetUpdateBody } from '../assets/schemas';
import { assets, AssetKind, AssetStage } from '../assets/table';
import type { CrudEntity, InsertLogged } from '../../platform/http/crudEntity';
import { badRequest } from '../../platform/http/errors';
import { Type } from '@sinclair/typebox';
import { mediaLinks } from './links';
import { libraryDetail, libraryPersonal, librarySpec, libraryView, type LibraryFilter } from './repository';
import { LibraryFilters, LibraryRecord } from './schemas';
import { visibleLibrary } from './scope';
import { libraryKeptTotal } from './totals';

/** Staff add content straight into the library: the upload's asset, approved by them at once. */
const { submit: _submit, ...createFields } = AssetCreateBody.properties;
const LibraryCreateBody = Type.Object(createFields, { additionalProperties: false });

/**
 * The content library (spec 001 §7) over the approved assets: each caller sees its share
 * (./scope), searches it in full text (./search), filters it by facets and its own favourites and
 * downloads; staff and the owner's side edit it and delete from it (softly, status 3).
 */
export const libraryResource: CrudEntity<LibraryFilter> = {
  declaration,
  noun: 'Library item',
  table: assets,
  view: libraryView,
  record: LibraryRecord,
  listSpec: librarySpec,
  personal: libraryPersonal,
  detail: libraryDetail,
  filters: LibraryFilters,
  createBody: LibraryCreateBody,
  updateBody: AssetUpdateBody,
  scope: visibleLibrary,
  keptTotal: libraryKeptTotal,
  decorate(rows, { auth, services }) {
    return mediaLinks(rows, services.signer, auth);
  },
  async check({ db }, body, before) {
    if (!before) return;
    if (body.isrc && before.kind !== AssetKind.AUDIO)
      throw badRequest('request.invalid', { isrc: 'asset.isrc_audio_only' });
    await checkMetadata(db, before.rights_holder as string, body);
  },
  columns: assetResource.columns,
  onUpdate: assetResource.onUpdate,
  async create(ctx, body, insertLogged) {
    // The asset's own add, its row then approved by the staff member adding it, in the same transaction.
    const approving: InsertLogged = (work) =>
      insertLogged(async (tx) => {
        const done = await work(tx);
        const id = typeof done === 'string' ? done : done.id;
        const now = new Date();
        await tx
          .update(assets)
          .set({ stage: AssetStage.APPROVED, approvedAt: now, reviewedBy: ctx.auth.userId, reviewedAt: now })
          .where(eq(assets.id, id));
        return done;
      });
    const { record } = await assetResource.create!(ctx, { ...body, submit: false }, approving);
    return { record, message: 'Content added to the library.' };
  },
};
