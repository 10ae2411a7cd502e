import { msg } from '../../../shared/serverMessages';
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { AccountStatus, TEAM_INVITATIONS_PER_DAY } from '../../../shared/constants';
import { teamMembers as declaration } from '../../../shared/resources/teamMembers';
import { TeamMemberType, UserType } from '../../../shared/roles';
import { revokeActingSessions } from '../../platform/auth/sessions';
import { afterResponse } from '../../platform/http/afterResponse';
import type { CrudEntity } from '../../platform/http/crudEntity';
import { conflict, tooManyRequests } from '../../platform/http/errors';
import { Uuid } from '../../platform/http/schemas';
import { takeAttempt } from '../../platform/throttles/throttle';
import { normalizeEmail } from '../users/repository';
import { teamMembers } from '../users/table';
import { invitationMail } from './mails';
import {
  findTeamMember,
  inviteeOf,
  isAcceptedMember,
  openInvitation,
  teamMemberListSpec,
  teamMemberView,
  visibleTeamMembers,
} from './repository';
import { TeamMemberInviteBody, TeamMemberRecord } from './schemas';

const INVITATION_POLICY = { free: TEAM_INVITATIONS_PER_DAY, windowMs: 24 * 3_600_000 };

/**
 * Team members: a creator or rights holder invites people by email to work for them (types 9 and 8,
 * stored as 8 with the team's kind); one person may be on several teams. An invitation makes no
 * account: the person answers from the mailed link (./routes). Owners see their own team, staff every
 * team; both may change a membership's status.
 */
export const teamMemberResource: CrudEntity<{ owner?: string }> = {
  declaration,
  noun: 'Team member',
  table: teamMembers,
  view: teamMemberView,
  record: TeamMemberRecord,
  listSpec: teamMemberListSpec,
  filters: { owner: Type.Optional(Uuid) },
  createBody: TeamMemberInviteBody,
  scope: visibleTeamMembers,
  async create({ db, auth, services, request }, body, insertLogged) {
    const ownerId = auth.ownerId!;
    const email = normalizeEmail(String(body.email));
    // The owner knows their own team; for any other address the answer is the same (below).
    if (await isAcceptedMember(db, ownerId, email)) {
      throw conflict('team.already_member', { email: 'team.already_member_field' });
    }
    const slot = await takeAttempt(db, `team-invitation:${ownerId}`, INVITATION_POLICY);
    if (!slot.allowed) {
      throw tooManyRequests(
        msg('team.invitations_throttled', { count: TEAM_INVITATIONS_PER_DAY }),
        slot.retryAfterMs,
      );
    }
    const token = randomBytes(32).toString('base64url');
    const record = await insertLogged(async (tx) => {
      const invitation = await openInvitation(tx, {
        ownerId,
        teamMemberType: auth.type === UserType.CREATOR ? TeamMemberType.CREATOR : TeamMemberType.RIGHT_HOLDER,
        email,
        name: String(body.name).trim(),
        token,
      });
      return { id: invitation.id, action: invitation.renewed ? 'update' : 'create' };
    });
    // Whether the address has an account, and of which kind, decides the mail only: it is looked up
    // after the answer, so neither the answer nor its timing tells the owner.
    afterResponse(request, async () => {
      const [{ kind }, owner] = await Promise.all([
        inviteeOf(db, email),
        findTeamMember(db, record._id, auth).then((row) => row?.owner_name ?? ''),
      ]);
      await services.mailer.send(
        invitationMail(email, kind, owner, services.appUrl, kind === 'cannot_join' ? undefined : token),
      );
    });
    return { record, message: 'Invitation sent.' };
  },
  async onStatus(tx, before, status) {
    // Someone no longer on the team stops acting for its owner at once.
    if (status !== AccountStatus.ACTIVE && before.member) {
      await revokeActingSessions(tx, String(before.member), String(before.owner));
    }
  },
};
