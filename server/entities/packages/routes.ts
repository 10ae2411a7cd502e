import { msg } from '../../../shared/serverMessages';
import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { and, inArray } from 'drizzle-orm';
import {
  PACKAGE_JOBS_PER_PERSON,
  PACKAGE_MAX_BYTES,
  PACKAGE_MAX_ITEMS,
  TITLE_MAX_LENGTH,
} from '../../../shared/constants';
import { recordActivity } from '../activityLog/repository';
import { assets } from '../assets/table';
import { MEDIA_LINK_SECONDS } from '../assets/mediaLink';
import { caller } from '../../platform/auth/plugin';
import { signLink, verifyLink } from '../../platform/auth/signedLink';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import {
  Answer,
  FileAnswer,
  CatalogueMessage,
  IdParams,
  MessageAnswer,
  Nullable,
  SingleLineText,
  Strict,
  Text,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';
import { attachment } from '../../platform/http/uploads';
import { enqueueJob } from '../../platform/jobs/queue';
import { visibleLibrary } from '../library/scope';
import type { ApiServices } from '../../services';
import { sendStoredFile } from '../../platform/storage/send';
import { originalsOf, PACKAGE_BUILD_ATTEMPTS, PACKAGE_BUILD_JOB, PACKAGE_LIMIT_GB } from './build';
import { packageFile, removePackageFile } from './files';
import { deletePackage, ownPackage, packagesOf, packageView, type PackageListRow } from './repository';
import { packages, PackageState } from './table';

const PackageView = Type.Object({
  id: Uuid,
  _id: Uuid,
  title: Type.String(),
  file: Type.String(),
  state: Type.Union(Object.values(PackageState).map((state) => Type.Literal(state))),
  /** 0 to 100 while building; 100 once built. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Why it could not be built. */
  error: Nullable(Type.String()),
  /** The same as a catalogue message, for the person's language. */
  error_message: Nullable(CatalogueMessage),
  /** The zip's size in bytes; 0 until built. */
  size: Type.Integer({ minimum: 0 }),
  /** When the zip is removed; none for the demo's packages. */
  expires_at: Nullable(Timestamp),
});

const PackageBody = Strict({
  title: SingleLineText(TITLE_MAX_LENGTH),
  assets: Type.Array(Uuid, { minItems: 1, maxItems: PACKAGE_MAX_ITEMS, uniqueItems: true }),
});

const STAFF_ONLY = { resource: 'libraries', action: 'buildPackage' } as const;
/** What a package's download link names. */
const PACKAGE_LINK = 'package';
const NOT_FOUND = 'not_found.package';

/**
 * The top bar's downloaded packages (spec 001 §2.8): admin-category users, each their own list.
 * Staff make one from library items (a job zips their files into the storage), and it expires
 * PACKAGE_KEEP_HOURS after it is built.
 */
export const packageRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (app, services) => {
  const { db, filesDir, signer, storage } = services;

  app.get(
    '/CID/asset/zip/package',
    { schema: { response: { 200: Answer(Type.Array(PackageView)) } }, config: { access: STAFF_ONLY } },
    async (request) => ({ result: (await packagesOf(db, caller(request).userId)).map(packageView) }),
  );

  app.post(
    '/content/library/package',
    {
      schema: {
        description: `A zip of library items' original files (at most ${PACKAGE_MAX_ITEMS}), built by a job; the list shows its progress.`,
        body: PackageBody,
        response: { 201: Answer(PackageView) },
      },
      config: { access: STAFF_ONLY },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { assets: ids } = request.body;
      const visible = await db
        .select({ id: assets.id })
        .from(assets)
        .where(and(inArray(assets.id, ids), visibleLibrary(auth)));
      if (visible.length < ids.length) throw notFound('not_found.library_item');
      const originals = await originalsOf(db, ids);
      if (originals.length < ids.length)
        throw conflict(msg('package.no_files', { count: ids.length - originals.length }));
      const total = originals.reduce((sum, file) => sum + file.size, 0);
      if (total > PACKAGE_MAX_BYTES)
        throw badRequest('request.invalid', { assets: msg('package.too_large', { size: PACKAGE_LIMIT_GB }) });
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(packages)
          .values({
            userId: auth.userId,
            title: request.body.title.trim(),
            state: PackageState.BUILDING,
            assetIds: ids,
            // Migration 0020 made the column a bigint without the default its table declares.
            sizeBytes: 0,
          })
          .returning();
        await enqueueJob(
          tx,
          PACKAGE_BUILD_JOB,
          { packageId: created!.id },
          {
            subjectId: created!.id,
            maxAttempts: PACKAGE_BUILD_ATTEMPTS,
            requestedBy: auth.userId,
            limit: { kinds: [PACKAGE_BUILD_JOB], max: PACKAGE_JOBS_PER_PERSON },
          },
        );
        await recordActivity(tx, auth, {
          action: 'create',
          entity: 'packages',
          entityId: created!.id,
          after: { ...packageView(created!), assets: ids },
        });
        return created!;
      });
      services.jobs?.nudge();
      return reply.status(201).send({ result: packageView(row), message: 'Building the package.' });
    },
  );

  /** The package's zip, from the storage or (the demo's) the files folder; a 404 when it has none. */
  const sendPackage = (request: FastifyRequest, reply: FastifyReply, row: PackageListRow) => {
    if (row.storageKey)
      return sendStoredFile(request, reply, storage, row.storageKey, {
        contentType: 'application/zip',
        fileName: `${row.title}.zip`,
        disposition: 'attachment',
      });
    // The demo's packages, written to the files folder before packages were built into the storage.
    const file = packageFile(filesDir, row.id);
    if (!fs.existsSync(file)) throw notFound(NOT_FOUND);
    return reply
      .type('application/zip')
      .header('content-disposition', attachment(`${row.title}.zip`))
      .send(fs.createReadStream(file));
  };

  app.get(
    '/CID/asset/zip/package/:id/file',
    {
      schema: { params: IdParams, response: { 200: FileAnswer('application/zip') } },
      config: { access: STAFF_ONLY },
    },
    async (request, reply) => {
      const row = await ownPackage(db, caller(request).userId, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      if (row.state === PackageState.BUILDING) throw conflict('package.building');
      return sendPackage(request, reply, row);
    },
  );

  // The browser saves a zip by following a short-lived link: a zip of gigabytes goes to the disk as
  // it arrives, where a fetch with the session's token would hold all of it in the page's memory.
  app.post(
    '/CID/asset/zip/package/:id/link',
    {
      schema: {
        description: "A 10-minute link that saves the caller's package (GET, no session needed).",
        params: IdParams,
        response: { 200: Answer(Type.String()) },
      },
      config: { access: STAFF_ONLY },
    },
    async (request) => {
      const holder = caller(request);
      const row = await ownPackage(db, holder.userId, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      if (row.state === PackageState.BUILDING) throw conflict('package.building');
      const link = { kind: PACKAGE_LINK, id: row.id, holder, seconds: MEDIA_LINK_SECONDS };
      return { result: await signLink(signer, { ...link, path: '/api/CID/asset/zip/package/download' }) };
    },
  );

  app.get(
    '/CID/asset/zip/package/download',
    {
      schema: {
        description:
          "A package's zip, as an attachment, by the link /CID/asset/zip/package/{id}/link answers.",
        querystring: Strict({ token: Text(2000, 1) }),
        response: {
          200: FileAnswer('application/zip'),
          206: FileAnswer('application/zip'),
          404: MessageAnswer,
        },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const link = await verifyLink(db, signer, request.query.token, PACKAGE_LINK);
      const row = link ? await ownPackage(db, link.userId, link.id) : undefined;
      if (!row || row.state === PackageState.BUILDING) throw notFound(NOT_FOUND);
      return sendPackage(request, reply, row);
    },
  );

  app.delete(
    '/CID/asset/zip/package/:id',
    { schema: { params: IdParams, response: { 200: Answer(PackageView) } }, config: { access: STAFF_ONLY } },
    async (request) => {
      const auth = caller(request);
      const row = await ownPackage(db, auth.userId, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      await db.transaction(async (tx) => {
        await deletePackage(tx, row.id);
        await recordActivity(tx, auth, {
          action: 'delete',
          entity: 'packages',
          entityId: row.id,
          before: packageView(row),
        });
      });
      // After the row: a failure here leaves an unlisted file, never a listed package without one. A
      // package still building leaves no zip either: its job finds the row gone and removes what it made.
      if (row.storageKey) await storage.remove(row.storageKey);
      else await removePackageFile(filesDir, row.id);
      return { result: packageView(row), message: 'Package deleted.' };
    },
  );
};
