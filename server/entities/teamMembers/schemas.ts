import { Type } from '@sinclair/typebox';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { Answer, Nullable, SingleLineText, Strict, Timestamp, Uuid } from '../../platform/http/schemas';
import { Email } from '../users/schemas';

/** An invitation: the person's name (one line) and email; the team is the inviting owner's. */
export const TeamMemberInviteBody = Strict({ name: SingleLineText(NAME_MAX_LENGTH), email: Email });

const InvitationToken = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });
export const InvitationTokenBody = Strict({ token: InvitationToken });
/** A new person chooses a password (and may correct their name); a team member gives theirs. */
export const InvitationAcceptBody = Strict({
  token: InvitationToken,
  new_password: Type.Optional(
    Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  ),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
  name: Type.Optional(SingleLineText(NAME_MAX_LENGTH)),
});

/** A membership: who works for whom, as what; `invited` until accepted (no account, member null). */
export const TeamMemberRecord = Type.Object({
  _id: Uuid,
  member: Nullable(Uuid),
  name: Type.String(),
  email: Type.String(),
  invited: Type.Boolean(),
  owner: Uuid,
  owner_name: Type.String(),
  team_member_type: Type.String(),
  status: Type.Integer(),
  created_at: Timestamp,
});

/** What the invitation page shows before accepting; `account` says which form to offer. */
export const InvitationAnswer = Answer(
  Type.Object({
    email: Type.String(),
    name: Type.String(),
    owner_name: Type.String(),
    account: Type.Union([Type.Literal('new'), Type.Literal('member'), Type.Literal('cannot_join')]),
  }),
);
export const InvitationAcceptedAnswer = Answer(
  Type.Object({ accepted: Type.Boolean(), email: Type.String() }),
);
export const InvitationDeclinedAnswer = Answer(Type.Object({ declined: Type.Boolean() }));
