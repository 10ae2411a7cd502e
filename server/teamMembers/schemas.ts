import { Type } from '@sinclair/typebox';
import { NAME_MAX_LENGTH } from '../../shared/constants';
import { IdsFilter, ListBody, RecordStatus, RequiredText, Strict, Uuid } from '../http/schemas';
import { Email } from '../users/schemas';

/** An invitation: the person's name and email; the team is the inviting owner's. */
export const TeamMemberInviteBody = Strict({ name: RequiredText(NAME_MAX_LENGTH), email: Email });

export const TeamMemberStatusBody = Strict({ status: RecordStatus });

export const TeamMemberListBody = ListBody(
  Strict({ owner: Type.Optional(Uuid), status: Type.Optional(RecordStatus), ids: Type.Optional(IdsFilter) }),
);
