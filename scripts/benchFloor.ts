// The bench's floor (scripts/bench.ts): the same database behind a bare Fastify with nothing around it:
// no token or session check, no validation, no response schema, no hooks. Each call's floor is the best
// hand-written plan for the same answer, in plain SQL and calling none of the app's list code: the older
// lists' in ./benchListFloors.ts, the videos' and issue 34's in ./benchHandFloors.ts, the others beside
// them, the library's facets' in ./benchFacetFloors.ts; the current user still calls the app's own code.
// Run by the bench with as many serving processes as the app had (WORKERS: one while the app serves the
// sign-in stand-in, one per core otherwise on PostgreSQL), on PORT, with the app's DATA_DIR or
// DATABASE_URL; the app's server is not running meanwhile (PGlite has one process).
import cluster from 'node:cluster';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { activityLogs } from '../server/entities/activityLog/table';
import type { AuthContext } from '../server/platform/auth/context';
import { channels } from '../server/entities/channels/table';
import { openDatabase } from '../server/platform/db/client';
import { contentOwnersOf, currentUser } from '../server/entities/users/repository';
import { users } from '../server/entities/users/table';
import { UserType } from '../shared/roles';
import { mountEnforcementFloors } from './benchEnforcementFloors';
import { mountHandFloors } from './benchHandFloors';
import { mountListFloors } from './benchListFloors';
import { mountActivityFloors } from './benchActivityFloors';
import { mountFacetFloors } from './benchFacetFloors';
import { mountDashboardFloors } from './benchDashboardFloors';
import { mountMoneyFloors } from './benchMoneyFloors';

const port = Number(process.env.PORT);
const workers = Number(process.env.WORKERS || (process.env.DATABASE_URL ? os.availableParallelism() : 1));

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
} else {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '',
  });
  const { db } = handle;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  if (!admin) throw new Error('the floor needs the seeded admin account');
  const staff: AuthContext = {
    userId: admin.id,
    sessionId: 'floor',
    type: UserType.ADMIN,
    teamMemberType: null,
    ownerId: null,
  };
  // The library's creator: scale creator 2, whose active agreements license it one rights holder's items.
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'scale.creator.2@example.com'));

  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ ok: true }));
  app.post('/current-user', async () => ({
    result: await currentUser(db, staff),
    content_owner_array: await contentOwnersOf(db, staff),
  }));
  mountFacetFloors(app, db);
  // The videos' and issue 34's calls: hand-written plans for the same answers (./benchHandFloors.ts).
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'scale.owner.2@example.com'));
  mountHandFloors(app, db, { creatorId: creator?.id, ownerId: owner?.id });
  mountEnforcementFloors(app, db, { creatorId: creator?.id, ownerId: owner?.id });
  mountMoneyFloors(app, db, { creatorId: creator?.id, ownerId: owner?.id });
  mountDashboardFloors(app, db, { creatorId: creator?.id, ownerId: owner?.id });
  mountActivityFloors(app, db, { creatorId: creator?.id, ownerId: owner?.id });
  mountListFloors(app, db, { creatorId: creator?.id, ownerId: owner?.id, staffId: admin.id });
  // A single-row update and its activity-log entry in one transaction: what any logged write costs.
  app.put<{ Params: { id: string }; Body: { channel_title: string } }>('/channel/:id', async (request) => {
    const { id } = request.params;
    await db.transaction(async (tx) => {
      await tx
        .update(channels)
        .set({ channelTitle: request.body.channel_title, updatedAt: sql`now()` })
        .where(eq(channels.id, id));
      await tx.insert(activityLogs).values({
        actorId: staff.userId,
        action: 'update',
        entity: 'channels',
        entityId: id,
        before: null,
        after: { channel_title: request.body.channel_title },
      });
    });
    return { message: 'ok' };
  });
  await app.listen({ port, host: '127.0.0.1' });
  const stop = () =>
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
