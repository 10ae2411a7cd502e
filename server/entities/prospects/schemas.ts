import { Type } from '@sinclair/typebox';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import {
  Answer,
  ListAnswer,
  ListBody,
  Nullable,
  RequiredText,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';
import { Email } from '../users/schemas';

/** The list takes no filter: search and sort narrow it. */
export const ProspectListBody = ListBody(Strict({}));

/** A YouTube channel id as YouTube writes it (UC…), the prospect's key. */
export const ProspectParams = Strict({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

/** One YouTube channel using our content with no agreement: a creator to invite. */
export const ProspectRecord = Type.Object({
  /** YouTube's channel id. */
  _id: Type.String(),
  channel_id: Type.String(),
  title: Type.String(),
  /** 'prospect' when staff typed the monitored channel so, else 'found' (its videos use our content). */
  source: Type.Union([Type.Literal('prospect'), Type.Literal('found')]),
  found_count: Type.Integer({ minimum: 0 }),
  newest_found_at: Nullable(Timestamp),
  /** The creator already invited for it (its channel registered, no active agreement yet). */
  invited: Nullable(Uuid),
  url: Type.String(),
});

export const ProspectListAnswer = ListAnswer(ProspectRecord);
export const ProspectAnswer = Answer(ProspectRecord);

/** Who to invite, and whose content the draft agreement licenses. */
export const InviteBody = Strict({
  email: Email,
  first_name: RequiredText(NAME_MAX_LENGTH),
  last_name: RequiredText(NAME_MAX_LENGTH),
  rights_holder_id: Uuid,
});

export const InviteAnswer = Type.Object({
  result: Type.Object({ creator_id: Uuid, channel_id: Uuid, agreement_id: Uuid }),
  message: Type.String(),
});
