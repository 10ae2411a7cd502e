import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountStatus } from '../../shared/constants';
import { UserType } from '../../shared/roles';
import { insertAccount } from '../accounts/repository';
import { recordActivity } from '../activityLog/repository';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { badRequest, conflict, tooManyRequests } from '../http/errors';
import { clearAttempts, takeAttempt } from '../throttles/throttle';
import { findUserByEmail } from '../users/repository';
import {
  acceptInvitation,
  declineInvitation,
  findTeamMember,
  inviteeOf,
  openInvitationOf,
} from './repository';
import {
  InvitationAcceptBody,
  InvitationAcceptedAnswer,
  InvitationAnswer,
  InvitationDeclinedAnswer,
  InvitationTokenBody,
} from './schemas';

const ENTITY = 'team-members';
/** Wrong passwords given to accept an invitation, before further tries wait. */
const ACCEPT_PASSWORD_POLICY = { free: 5, windowMs: 15 * 60_000 };
const BAD_LINK = { token: 'is not valid or has expired' };
const badLink = () => badRequest('This invitation is not valid or has expired.', BAD_LINK);

/**
 * The invitation's own calls, made from the mailed link by someone not signed in: what it offers,
 * accepting it (choosing a password, or with the one they have), declining it. Sending one and the
 * memberships themselves are the resource kit's (./resource).
 */
export const teamInvitationRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
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
};
