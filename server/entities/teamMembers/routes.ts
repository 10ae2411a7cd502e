import { msg } from '../../../shared/serverMessages';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountStatus } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { insertAccount } from '../accounts/repository';
import { recordActivity } from '../activityLog/repository';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/client';
import { badRequest, conflict, saying, tooManyRequests } from '../../platform/http/errors';
import { clearAttempts, takeAttempt } from '../../platform/throttles/throttle';
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
const BAD_LINK = { token: 'field.bad_link' } as const;
const badLink = () => badRequest('team.invitation_invalid', BAD_LINK);

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
        throw conflict('team.cannot_join', {
          email: 'team.cannot_join_field',
        });
      }
      let memberId: string | undefined;
      let passwordHash: string | undefined;
      if (account) {
        if (password === undefined) {
          throw badRequest('team.password_to_join', { password: 'field.required' });
        }
        const key = `team-invitation-password:${account.id}`;
        const slot = await takeAttempt(db, key, ACCEPT_PASSWORD_POLICY);
        if (!slot.allowed) throw tooManyRequests('team.wrong_passwords', slot.retryAfterMs);
        if (
          account.status !== AccountStatus.ACTIVE ||
          !(await verifyPassword(account.passwordHash, password))
        ) {
          throw badRequest('team.wrong_password', { password: 'field.not_correct' });
        }
        await clearAttempts(db, key);
        memberId = account.id;
      } else {
        if (newPassword === undefined) {
          throw badRequest('team.choose_password', { new_password: 'field.required' });
        }
        passwordHash = await hashPassword(newPassword);
      }
      await db.transaction(async (tx) => {
        let joining = memberId;
        if (!joining) {
          // Someone may have taken the address meanwhile: the unique email then answers 409.
          if (await findUserByEmail(tx, invitation.email)) {
            throw conflict('team.email_taken_since', { email: 'field.already_used' });
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
        ...saying(msg('team.joined', { owner: invitation.ownerName })),
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
      return { result: { declined: true }, ...saying('team.declined') };
    },
  );
};
