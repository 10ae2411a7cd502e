import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountStatus, TEAM_INVITATIONS_PER_DAY } from '../../shared/constants';
import { TeamMemberType, UserType } from '../../shared/roles';
import { insertAccount } from '../accounts/repository';
import { loggedChanges, recordActivity, statusAction } from '../activityLog/repository';
import type { AuthContext } from '../auth/context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { afterResponse } from '../http/afterResponse';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { IdParams } from '../http/schemas';
import type { Mailer } from '../mail/mailer';
import { clearAttempts, takeAttempt } from '../throttles/throttle';
import { findUserByEmail, normalizeEmail } from '../users/repository';
import { invitationMail, type InviteeKind } from './mails';
import {
  acceptInvitation,
  declineInvitation,
  findTeamMember,
  isAcceptedMember,
  listTeamMembers,
  openInvitation,
  openInvitationOf,
  revokeActingSessions,
  setMembershipStatus,
} from './repository';
import {
  InvitationAcceptBody,
  InvitationAcceptedAnswer,
  InvitationAnswer,
  InvitationDeclinedAnswer,
  TeamMemberAnswer,
  TeamMemberListAnswer,
  InvitationTokenBody,
  TeamMemberInviteBody,
  TeamMemberListBody,
  TeamMemberStatusBody,
} from './schemas';

const ENTITY = 'team-members';
const OWNERS = [UserType.CREATOR, UserType.RIGHT_HOLDER];
const read = { access: { resource: 'team-members', action: 'read' } } as const;
const write = { access: { resource: 'team-members', action: 'write' } } as const;

const INVITATION_POLICY = { free: TEAM_INVITATIONS_PER_DAY, windowMs: 24 * 3_600_000 };
/** Wrong passwords given to accept an invitation, before further tries wait. */
const ACCEPT_PASSWORD_POLICY = { free: 5, windowMs: 15 * 60_000 };
const BAD_LINK = { token: 'is not valid or has expired' };
const badLink = () => badRequest('This invitation is not valid or has expired.', BAD_LINK);

/** Who an address belongs to, for the invitation: only a team member's account can join a team. */
async function inviteeOf(db: Database, email: string) {
  const account = await findUserByEmail(db, email);
  const kind: InviteeKind = !account
    ? 'new'
    : account.type === UserType.RIGHT_HOLDER_TEAM
      ? 'member'
      : 'cannot_join';
  return { account, kind };
}

/**
 * Team members: a creator or rights holder invites people by email to work for them (types 9 and 8,
 * stored as 8 with the team's kind); one person may be on several teams. An invitation makes no
 * account: the person accepts from the mailed link (choosing a password, or with the one they have),
 * or declines. Staff read every team and may change a membership's status.
 */
export const teamMemberRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  mailer: Mailer;
  appUrl: string;
}> = async (app, { db, mailer, appUrl }) => {
  /** Changes to memberships, logged with the membership before and after. */
  const changeLogged = loggedChanges(db, ENTITY, (tx, id, auth) => findTeamMember(tx, id, auth));

  async function membershipFor(auth: AuthContext, id: string) {
    const found = await findTeamMember(db, id, auth);
    if (!found) throw notFound('Team member');
    return found;
  }

  app.post(
    '/team/member',
    { schema: { body: TeamMemberListBody, response: { 200: TeamMemberListAnswer } }, config: read },
    async (request) => ({
      result: await listTeamMembers(db, request.body, caller(request)),
    }),
  );

  app.patch(
    '/team/member/:id',
    { schema: { params: IdParams, response: { 200: TeamMemberAnswer } }, config: read },
    async (request) => ({
      result: await membershipFor(caller(request), request.params.id),
    }),
  );

  app.post(
    '/team/member/add',
    {
      schema: { body: TeamMemberInviteBody, response: { 201: TeamMemberAnswer } },
      config: { access: { types: OWNERS } },
    },
    async (request, reply) => {
      const auth = caller(request);
      const ownerId = auth.ownerId!;
      const email = normalizeEmail(request.body.email);
      // The owner knows their own team; for any other address the answer is the same (below).
      if (await isAcceptedMember(db, ownerId, email)) {
        throw conflict('This person is already in your team.', { email: 'is already in your team' });
      }
      const slot = await takeAttempt(db, `team-invitation:${ownerId}`, INVITATION_POLICY);
      if (!slot.allowed) {
        throw tooManyRequests(
          `You have sent ${TEAM_INVITATIONS_PER_DAY} invitations today: try again later.`,
          slot.retryAfterMs,
        );
      }
      const token = randomBytes(32).toString('base64url');
      const id = await db.transaction(async (tx) => {
        const invitation = await openInvitation(tx, {
          ownerId,
          teamMemberType:
            auth.type === UserType.CREATOR ? TeamMemberType.CREATOR : TeamMemberType.RIGHT_HOLDER,
          email,
          name: request.body.name.trim(),
          token,
        });
        const after = await findTeamMember(tx, invitation.id, auth);
        await recordActivity(tx, auth, {
          action: invitation.renewed ? 'update' : 'create',
          entity: ENTITY,
          entityId: invitation.id,
          after,
        });
        return invitation.id;
      });
      // Whether the address has an account, and of which kind, decides the mail only: it is looked
      // up after the answer, so neither the answer nor its timing tells the owner.
      afterResponse(request, async () => {
        const [{ kind }, owner] = await Promise.all([
          inviteeOf(db, email),
          findTeamMember(db, id, auth).then((row) => row?.owner_name ?? ''),
        ]);
        await mailer.send(
          invitationMail(email, kind, owner, appUrl, kind === 'cannot_join' ? undefined : token),
        );
      });
      reply.status(201);
      return { result: await membershipFor(auth, id), message: 'Invitation sent.' };
    },
  );

  const open = { access: { public: true } } as const;

  app.post(
    '/team/invitation/verify',
    { schema: { body: InvitationTokenBody, response: { 200: InvitationAnswer } }, config: open },
    async (request) => {
      const invitation = await openInvitationOf(db, request.body.token);
      if (!invitation) throw badLink();
      const { kind } = await inviteeOf(db, invitation.email);
      return {
        result: {
          email: invitation.email,
          name: invitation.name,
          owner_name: invitation.ownerName,
          account: kind,
        },
      };
    },
  );

  app.post(
    '/team/invitation/accept',
    { schema: { body: InvitationAcceptBody, response: { 200: InvitationAcceptedAnswer } }, config: open },
    async (request) => {
      const { token, new_password: newPassword, password, name } = request.body;
      const invitation = await openInvitationOf(db, token);
      if (!invitation) throw badLink();
      const { account, kind } = await inviteeOf(db, invitation.email);
      if (kind === 'cannot_join') {
        throw conflict('This email belongs to an account that cannot join a team.', {
          email: 'belongs to an account that cannot join a team',
        });
      }
      let memberId: string | undefined;
      let passwordHash: string | undefined;
      if (account) {
        if (password === undefined) {
          throw badRequest('Enter your DRM password to join.', { password: 'is required' });
        }
        const key = `team-invitation-password:${account.id}`;
        const slot = await takeAttempt(db, key, ACCEPT_PASSWORD_POLICY);
        if (!slot.allowed)
          throw tooManyRequests('Too many wrong passwords: try again later.', slot.retryAfterMs);
        if (
          account.status !== AccountStatus.ACTIVE ||
          !(await verifyPassword(account.passwordHash, password))
        ) {
          throw badRequest('The password is not correct.', { password: 'is not correct' });
        }
        await clearAttempts(db, key);
        memberId = account.id;
      } else {
        if (newPassword === undefined) {
          throw badRequest('Choose a password to accept.', { new_password: 'is required' });
        }
        passwordHash = await hashPassword(newPassword);
      }
      await db.transaction(async (tx) => {
        let joining = memberId;
        if (!joining) {
          // Someone may have taken the address meanwhile: the unique email then answers 409.
          if (await findUserByEmail(tx, invitation.email)) {
            throw conflict('This email now belongs to another account.', { email: 'is already used' });
          }
          joining = await insertAccount(tx, {
            type: UserType.RIGHT_HOLDER_TEAM,
            name: (name ?? invitation.name).trim() || invitation.email,
            email: invitation.email,
            passwordHash: passwordHash!,
          });
          await recordActivity(
            tx,
            { userId: joining },
            { action: 'create', entity: 'users', entityId: joining },
          );
        }
        const membership = await acceptInvitation(tx, invitation.id, invitation.ownerId, joining);
        const after = await findTeamMember(tx, membership, { ownerId: invitation.ownerId });
        await recordActivity(
          tx,
          { userId: joining },
          { action: 'update', entity: ENTITY, entityId: membership, after },
        );
      });
      return {
        result: { accepted: true, email: invitation.email },
        message: `You have joined the team of ${invitation.ownerName}. You can sign in now.`,
      };
    },
  );

  app.post(
    '/team/invitation/decline',
    { schema: { body: InvitationTokenBody, response: { 200: InvitationDeclinedAnswer } }, config: open },
    async (request) => {
      const invitation = await openInvitationOf(db, request.body.token);
      if (!invitation) throw badLink();
      // Nobody is signed in to decline, so no activity entry: the row keeps the deleted status.
      await declineInvitation(db, invitation.id);
      return { result: { declined: true }, message: 'The invitation has been declined.' };
    },
  );

  app.put(
    '/user/change-status/:id',
    {
      schema: { params: IdParams, body: TeamMemberStatusBody, response: { 200: TeamMemberAnswer } },
      config: write,
    },
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
