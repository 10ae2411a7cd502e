import { Type } from '@sinclair/typebox';
import { AccountStatus, NAME_MAX_LENGTH } from '../../shared/constants';
import { IdsFilter, ListBody, RequiredText, Strict, Uuid } from '../http/schemas';
import { Email } from '../users/schemas';

const Status = Type.Union([
  Type.Literal(AccountStatus.INACTIVE),
  Type.Literal(AccountStatus.ACTIVE),
  Type.Literal(AccountStatus.DELETED),
]);

/** An invitation: the person's name and email; the team is the inviting owner's. */
export const TeamMemberInviteBody = Strict({ name: RequiredText(NAME_MAX_LENGTH), email: Email });

export const TeamMemberStatusBody = Strict({ status: Status });

export const TeamMemberListBody = ListBody(
  Strict({ owner: Type.Optional(Uuid), status: Type.Optional(Status), ids: Type.Optional(IdsFilter) }),
);
