import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountStatus } from '../../shared/constants';
import { RESOURCE_WRITERS } from '../../shared/resourcePermissions';
import { ADMIN_CATEGORY, TeamMemberType, UserType } from '../../shared/roles';
import { insertAccount } from '../accounts/repository';
import { loggedChanges, recordActivity, statusAction } from '../activityLog/repository';
import type { AuthContext } from '../auth/context';
import { hashPassword } from '../auth/passwords';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { IdParams } from '../http/schemas';
import type { PasswordLinks } from '../passwordReset/links';
import { findUserByEmail, normalizeEmail } from '../users/repository';
import {
  findTeamMember,
  insertMembership,
  listTeamMembers,
  membershipOf,
  revokeActingSessions,
  setMembershipStatus,
} from './repository';
import { TeamMemberInviteBody, TeamMemberListBody, TeamMemberStatusBody } from './schemas';

const ENTITY = 'team-members';
const OWNERS = [UserType.CREATOR, UserType.RIGHT_HOLDER];
const read = { access: { types: [...ADMIN_CATEGORY, ...OWNERS] } } as const;
const write = { access: { types: RESOURCE_WRITERS['team-members'] } } as const;

/**
 * Team members: a creator or rights holder invites people by email to work for them (types 9 and 8,
 * stored as 8 with the team's kind); one person may be on several teams. Staff read every team and
 * may change a membership's status.
 */
export const teamMemberRoutes: FastifyPluginAsyncTypebox<{ db: Database; links: PasswordLinks }> = async (
  app,
  { db, links },
) => {
  /** Changes to memberships, logged with the membership before and after. */
  const changeLogged = loggedChanges(db, ENTITY, (tx, id, auth) => findTeamMember(tx, id, auth));

  async function membershipFor(auth: AuthContext, id: string) {
    const found = await findTeamMember(db, id, auth);
    if (!found) throw notFound('Team member');
    return found;
  }

  app.post('/team/member', { schema: { body: TeamMemberListBody }, config: read }, async (request) => ({
    result: await listTeamMembers(db, request.body, caller(request)),
  }));

  app.patch('/team/member/:id', { schema: { params: IdParams }, config: read }, async (request) => ({
    result: await membershipFor(caller(request), request.params.id),
  }));

  app.post(
    '/team/member/add',
    { schema: { body: TeamMemberInviteBody }, config: { access: { types: OWNERS } } },
    async (request, reply) => {
      const auth = caller(request);
      const ownerId = auth.ownerId!;
      const teamMemberType =
        auth.type === UserType.CREATOR ? TeamMemberType.CREATOR : TeamMemberType.RIGHT_HOLDER;
      const existing = await findUserByEmail(db, request.body.email);
      if (existing && existing.type !== UserType.RIGHT_HOLDER_TEAM) {
        throw conflict('This email belongs to an account that cannot join a team.', {
          email: 'is already used',
        });
      }
      if (existing && (await membershipOf(db, existing.id, ownerId))) {
        throw conflict('This person is already in your team.', { email: 'is already in your team' });
      }
      const unusable = existing ? undefined : await hashPassword(randomBytes(32).toString('base64url'));
      const { id, invitation } = await db.transaction(async (tx) => {
        const memberId =
          existing?.id ??
          (await insertAccount(tx, {
            type: UserType.RIGHT_HOLDER_TEAM,
            name: request.body.name.trim(),
            email: normalizeEmail(request.body.email),
            passwordHash: unusable!,
          }));
        const membership = await insertMembership(tx, memberId, ownerId, teamMemberType);
        const after = await findTeamMember(tx, membership, auth);
        await recordActivity(tx, auth, { action: 'create', entity: ENTITY, entityId: membership, after });
        // A new person chooses a password; someone already on a team signs in as before.
        return {
          id: membership,
          invitation: existing ? undefined : await links.issue(tx, memberId, 'invite'),
        };
      });
      const created = await membershipFor(auth, id);
      reply.status(201);
      if (invitation) {
        try {
          await links.mail({ email: created.email, name: created.name }, invitation, 'invite');
        } catch (error) {
          request.log.warn({ err: error }, 'invitation mail failed');
          return {
            result: created,
            message: 'Team member added, but the invitation mail could not be sent.',
          };
        }
      }
      return { result: created, message: 'Team member added.' };
    },
  );

  app.put(
    '/user/change-status/:id',
    { schema: { params: IdParams, body: TeamMemberStatusBody }, config: write },
    async (request) => {
      const auth = caller(request);
      const before = await membershipFor(auth, request.params.id);
      const { status } = request.body;
      const after = await changeLogged(auth, before._id, statusAction(status), async (tx) => {
        await setMembershipStatus(tx, before._id, status);
        if (status !== AccountStatus.ACTIVE && before.member)
          await revokeActingSessions(tx, before.member, before.owner);
      });
      return { result: after, message: 'Team member status changed.' };
    },
  );
};
