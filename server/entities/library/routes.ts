import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { csvLine } from '../../../shared/csv';
import { LIBRARY_FACET_NAMES } from '../../../shared/libraryFacets';
import {
  LIBRARY_CSV_COLUMNS,
  LIBRARY_CSV_WORDS,
  libraryCsvCells,
  type LibraryCsvOptions,
} from '../../../shared/libraryCsv';
import { canDo } from '../../../shared/resources';
import { recordActivity } from '../activityLog/repository';
import { checkMetadata, uploadTarget } from '../assets/checks';
import { assets } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import { exportRoutes } from '../../platform/exports/routes';
import type { Database } from '../../platform/db/client';
import { listRecords } from '../../platform/http/crudRoutes';
import type { Row } from '../../platform/http/crudEntity';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { pageArgs, planList, type ListBodyValue } from '../../platform/http/listQuery';
import { pageFirst } from '../../platform/http/listTable';
import {
  Answer,
  IdParams,
  ListAnswer,
  ListBody,
  MessageAnswer,
  Strict,
  Text,
} from '../../platform/http/schemas';
import type { ApiServices } from '../../services';
import { libraryFacets } from './facets';
import { mediaLinks } from './links';
import { libraryPersonal, librarySpec, libraryView, type LibraryFilter } from './repository';
import { libraryResource } from './resource';
import {
  FavouriteBody,
  LibraryFilters,
  LibraryRecord,
  NoteAddBody,
  NoteDeleteBody,
  NoteEditBody,
  OwnerMoveBody,
  ReactionBody,
  ReactionCounts,
} from './schemas';
import { libraryItem, visibleLibrary } from './scope';
import { assetFavourites, assetNotes, assetReactions } from './table';

const read = { access: { resource: 'libraries', action: 'read' } } as const;
/** Notes are the readers' except viewers', who only read (spec 001 §6). */
/** Rows per page while the CSV streams: memory stays flat whatever the total. */
const CSV_PAGE = 500;
/** /latest's order unless the body asks another. */
const NEWEST = { sort: 'approved_at', order: 'DESC' } as const;

const Filter = Strict({ ...LibraryFilters, ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }))) });
const Body = ListBody(Filter);
const FacetValues = Type.Array(
  Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() }),
);
const FacetsAnswer = Type.Object({
  ...Object.fromEntries(LIBRARY_FACET_NAMES.map((facet) => [facet, FacetValues])),
  estimated: Type.Array(Type.Union(LIBRARY_FACET_NAMES.map((facet) => Type.Literal(facet))), {
    description: 'The facets whose counts are estimated from a sample of about 1 in 100 items, not counted.',
  }),
});
type Listing = ListBodyValue<LibraryFilter & { ids?: string[] }>;

/** The CSV call's body: the list's, and how the reader wants the file written (shared/libraryCsv). */
const CsvBody = Strict({
  ...Body.properties,
  csv: Type.Optional(
    Strict({
      locale: Type.Optional(Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$', maxLength: 35 })),
      time_zone: Type.Optional(Text(64, 1)),
      words: Type.Optional(
        Strict(Object.fromEntries(LIBRARY_CSV_WORDS.map((key) => [key, Type.Optional(Text(200, 1))]))),
      ),
    }),
  ),
});

/** The cells' writer, or a 400 naming the locale or time zone Intl does not know. */
function csvCells(options: LibraryCsvOptions | undefined) {
  try {
    return libraryCsvCells(options);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw badRequest('request.invalid', { csv: 'field.unknown_locale' });
  }
}

/** What the CSV's cells read: the view's fields they name, and no other (no file, no transcript). */
const CSV_FIELDS = ['_id', ...LIBRARY_CSV_COLUMNS] as const satisfies readonly (keyof typeof libraryView)[];
const CSV_VIEW = Object.fromEntries(CSV_FIELDS.map((field) => [field, libraryView[field]])) as Pick<
  typeof libraryView,
  (typeof CSV_FIELDS)[number]
>;

/** The CSV's page plan, newest first unless the body sorts otherwise (a bad filter throws its 400). */
const csvPlan = (auth: AuthContext, body: Listing, after?: string) =>
  planList(librarySpec(auth), { ...NEWEST, ...body, page: 1, limit: CSV_PAGE, after }, visibleLibrary(auth));

/** One page of the CSV and the cursor after it. */
async function csvPage(db: Database, auth: AuthContext, body: Listing, after?: string) {
  const plan = csvPlan(auth, body, after);
  const page = await pageFirst(db, assets, assets.id, CSV_VIEW, plan.sortKey, pageArgs(plan));
  const last = page.at(-1);
  return {
    rows: page.map(({ row }) => row as Row),
    after:
      last && page.length === CSV_PAGE
        ? plan.cursorOf({ sortKey: last.sortKey, id: last.row._id as string })
        : undefined,
  };
}

/** The item if the caller sees it, else a 404 (another side's item does not exist for them). */
async function visibleItem(db: Database, auth: AuthContext, id: string) {
  const [row] = await db.select({ id: assets.id }).from(assets).where(libraryItem(id, auth));
  if (!row) throw notFound('not_found.library_item');
  return row.id;
}

const countsOf = async (db: Database, assetId: string, userId: string) => {
  const [counts] = await db
    .select({
      likes: sql<number>`count(*) filter (where ${assetReactions.value} = 1)::int`,
      dislikes: sql<number>`count(*) filter (where ${assetReactions.value} = -1)::int`,
      my_reaction: sql<number>`coalesce(max(${assetReactions.value}) filter (where ${assetReactions.userId} = ${userId}), 0)::int`,
    })
    .from(assetReactions)
    .where(eq(assetReactions.assetId, assetId));
  return counts!;
};

/**
 * The filtered library as CSV, streamed: pages read after a cursor with no total (counting every row
 * again per page would make the whole file quadratic). The first page's errors (a bad filter) are a
 * 400 before anything is sent.
 */
async function libraryCsv(
  db: Database,
  auth: AuthContext,
  { csv, ...listing }: Listing & { csv?: LibraryCsvOptions },
): Promise<PassThrough> {
  const body = listing as Listing;
  const cells = csvCells(csv);
  const out = new PassThrough();
  let page = await csvPage(db, auth, body);
  void (async () => {
    try {
      out.write(csvLine(cells.headings()));
      for (;;) {
        // A page is one write: a million small chunks would each be an object to collect.
        out.write(page.rows.map((row) => csvLine(cells.row(row))).join(''));
        if (!page.after) break;
        // Wait for the client to take what is buffered: a slow reader never fills the memory.
        if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
        page = await csvPage(db, auth, body, page.after);
      }
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** The count call answers a number and nothing more, so it is always exact (no search's estimate). */
const exactLibrary: typeof libraryResource = {
  ...libraryResource,
  listSpec: (auth: AuthContext) => ({ ...librarySpec(auth), sampleEstimate: undefined }),
};

/**
 * The library's calls beyond the resource kit's (spec 001 §7): newest first, its count and CSV;
 * notes; likes and dislikes; favourites; and moving an item to another rights holder.
 */
export const libraryRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (app, services) => {
  const { db, signer } = services;
  const listing = (auth: AuthContext, body: Listing, entity = libraryResource) =>
    listRecords(entity, { auth, db }, { ...NEWEST, ...body });

  app.post(
    '/content/library/latest',
    { schema: { body: Body, response: { 200: ListAnswer(LibraryRecord) } }, config: read },
    async (request) => {
      const auth = caller(request);
      const result = await listing(auth, request.body as Listing);
      // Rows are the view's (checked against the schema as they leave).
      const data = (await mediaLinks(result.data as Row[], signer, auth)) as never[];
      return { result: { ...result, data } };
    },
  );

  app.post(
    '/content/library/count/latest',
    { schema: { body: Body, response: { 200: Answer(Type.Integer({ minimum: 0 })) } }, config: read },
    async (request) => {
      const body = { ...(request.body as Listing), page: 1, limit: 1, after: undefined };
      return { result: (await listing(caller(request), body, exactLibrary)).total };
    },
  );

  app.post(
    '/content/library/facets',
    {
      schema: {
        description: 'The counts beside each filter: per facet, the matching items of the caller by value.',
        body: Strict({
          search: Type.Optional(Type.String({ maxLength: 200 })),
          filter: Type.Optional(Filter),
        }),
        response: { 200: Answer(FacetsAnswer) },
      },
      config: read,
    },
    async (request) => ({ result: await libraryFacets(db, caller(request), request.body as Listing) }),
  );

  exportRoutes(app, services, {
    path: '/content/library/latest/csv',
    description:
      'The filtered library, newest first, as CSV: every row, streamed page by page. `csv` asks for the words, language and time zone of the reader (English and UTC without).',
    body: CsvBody,
    access: read.access,
    mediaType: 'text/csv',
    fileName: () => 'content-library.csv',
    stream: (auth, body) => libraryCsv(db, auth, body as Listing & { csv?: LibraryCsvOptions }),
    check: async (auth, { csv, ...listing }) => {
      csvCells(csv);
      csvPlan(auth, listing as Listing);
    },
  });

  app.post(
    '/content/library/add/notes',
    {
      schema: { body: NoteAddBody, response: { 201: Answer(Type.Object({ id: Type.String() })) } },
      config: { access: { resource: 'libraries', action: 'note' } },
    },
    async (request, reply) => {
      const auth = caller(request);
      const assetId = await visibleItem(db, auth, request.body.asset);
      const id = await db.transaction(async (tx) => {
        const [note] = await tx
          .insert(assetNotes)
          .values({ assetId, authorId: auth.userId, body: request.body.body.trim() })
          .returning();
        await recordActivity(tx, auth, {
          action: 'create',
          entity: 'notes',
          entityId: note!.id,
          after: note,
        });
        return note!.id;
      });
      return reply.status(201).send({ result: { id }, message: 'Note added.' });
    },
  );

  /** A note the caller may change: their own, or any for CRUD staff; on an item they see. */
  const ownNote = async (auth: AuthContext, id: string) => {
    const [note] = await db
      .select()
      .from(assetNotes)
      .innerJoin(assets, eq(assets.id, assetNotes.assetId))
      .where(and(eq(assetNotes.id, id), visibleLibrary(auth)));
    if (!note) throw notFound('not_found.note');
    if (note.asset_notes.authorId !== auth.userId && !canDo('libraries', 'moderateNotes', auth.type))
      throw forbidden('library.note_author_only');
    return note.asset_notes;
  };

  app.post(
    '/content/library/edit/notes',
    {
      schema: { body: NoteEditBody, response: { 200: MessageAnswer } },
      config: { access: { resource: 'libraries', action: 'note' } },
    },
    async (request) => {
      const auth = caller(request);
      const before = await ownNote(auth, request.body.id);
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(assetNotes)
          .set({ body: request.body.body.trim(), updatedAt: new Date() })
          .where(eq(assetNotes.id, before.id))
          .returning();
        await recordActivity(tx, auth, {
          action: 'update',
          entity: 'notes',
          entityId: before.id,
          before,
          after,
        });
      });
      return { message: 'Note updated.' };
    },
  );

  app.post(
    '/content/library/delete/notes',
    {
      schema: { body: NoteDeleteBody, response: { 200: MessageAnswer } },
      config: { access: { resource: 'libraries', action: 'note' } },
    },
    async (request) => {
      const auth = caller(request);
      const before = await ownNote(auth, request.body.id);
      await db.transaction(async (tx) => {
        await tx.delete(assetNotes).where(eq(assetNotes.id, before.id));
        await recordActivity(tx, auth, { action: 'purge', entity: 'notes', entityId: before.id, before });
      });
      return { message: 'Note deleted.' };
    },
  );

  app.post(
    '/content/library/download/like/dislike',
    { schema: { body: ReactionBody, response: { 200: Answer(ReactionCounts) } }, config: read },
    async (request) => {
      const auth = caller(request);
      const assetId = await visibleItem(db, auth, request.body.asset);
      const { value } = request.body;
      if (value === 0)
        await db
          .delete(assetReactions)
          .where(and(eq(assetReactions.assetId, assetId), eq(assetReactions.userId, auth.userId)));
      else
        await db
          .insert(assetReactions)
          .values({ assetId, userId: auth.userId, value })
          .onConflictDoUpdate({ target: [assetReactions.assetId, assetReactions.userId], set: { value } });
      return { result: await countsOf(db, assetId, auth.userId) };
    },
  );

  app.post(
    '/content/library/favourite',
    {
      schema: {
        description: 'Stars an item for the caller (the Favourites tab), or takes the star away.',
        body: FavouriteBody,
        response: { 200: Answer(Type.Object({ favourite: Type.Boolean() })) },
      },
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const assetId = await visibleItem(db, auth, request.body.asset);
      if (request.body.favourite)
        await db.insert(assetFavourites).values({ assetId, userId: auth.userId }).onConflictDoNothing();
      else
        await db
          .delete(assetFavourites)
          .where(and(eq(assetFavourites.assetId, assetId), eq(assetFavourites.userId, auth.userId)));
      return { result: { favourite: request.body.favourite } };
    },
  );

  app.put(
    '/content/library/content/owner/:id',
    {
      schema: { params: IdParams, body: OwnerMoveBody, response: { 200: Answer(LibraryRecord) } },
      config: { access: { resource: 'libraries', action: 'moveOwner' } },
    },
    async (request) => {
      const auth = caller(request);
      const target = await uploadTarget(db, auth, request.body.rights_holder);
      const agreement = request.body.agreement ?? null;
      await checkMetadata(db, target.rightsHolderId, { agreement });
      const after = await db.transaction(async (tx) => {
        const [before] = await tx
          .select(libraryView)
          .from(assets)
          .where(libraryItem(request.params.id, auth))
          .for('update');
        if (!before) throw notFound('not_found.library_item');
        await tx
          .update(assets)
          .set({
            rightsHolderId: target.rightsHolderId,
            assetLabel: target.assetLabel,
            // The old owner's agreement cannot stay with the new owner.
            agreementId: agreement,
            updatedAt: new Date(),
          })
          .where(eq(assets.id, before._id));
        const [changed] = await tx
          .select({ ...libraryView, ...libraryPersonal(auth) })
          .from(assets)
          .where(eq(assets.id, before._id));
        await recordActivity(tx, auth, {
          action: 'update',
          entity: 'libraries',
          entityId: before._id,
          before,
          after: changed,
        });
        return changed!;
      });
      const [linked] = await mediaLinks([after as Row], signer, auth);
      return { result: linked as never, message: 'Content owner changed.' };
    },
  );
};
