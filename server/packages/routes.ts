import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_CATEGORY } from '../../shared/roles';
import { recordActivity } from '../activityLog/repository';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { Answer, FileAnswer, IdParams, Uuid } from '../http/schemas';
import { Type } from '@sinclair/typebox';
import { packageFile, removePackageFile } from './files';
import { deletePackage, ownPackage, packagesOf, packageView } from './repository';
import { attachment } from '../http/uploads';

const PackageView = Type.Object({ id: Uuid, _id: Uuid, title: Type.String(), file: Type.String() });

const STAFF_ONLY = { types: ADMIN_CATEGORY };
const NOT_FOUND = 'Package';

/** The top bar's downloaded packages (spec 001 §2.8): admin-category users, each their own list. */
export const packageRoutes: FastifyPluginAsyncTypebox<{ db: Database; filesDir: string }> = async (
  app,
  { db, filesDir },
) => {
  app.get(
    '/CID/asset/zip/package',
    { schema: { response: { 200: Answer(Type.Array(PackageView)) } }, config: { access: STAFF_ONLY } },
    async (request) => ({ result: (await packagesOf(db, caller(request).userId)).map(packageView) }),
  );

  app.get(
    '/CID/asset/zip/package/:id/file',
    {
      schema: { params: IdParams, response: { 200: FileAnswer('application/zip') } },
      config: { access: STAFF_ONLY },
    },
    async (request, reply) => {
      const row = await ownPackage(db, caller(request).userId, request.params.id);
      const file = row && packageFile(filesDir, row.id);
      if (!row || !file || !fs.existsSync(file)) throw notFound(NOT_FOUND);
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(`${row.title}.zip`))
        .send(fs.createReadStream(file));
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
      // After the row: a failure here leaves an unlisted file, never a listed package without one.
      await removePackageFile(filesDir, row.id);
      return { result: packageView(row), message: 'Package deleted.' };
    },
  );
};
