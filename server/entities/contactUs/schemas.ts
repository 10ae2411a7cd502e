import { Type } from '@sinclair/typebox';
import { TITLE_MAX_LENGTH } from '../../../shared/constants';
import { CONTACT_US_TEXT_MAX_LENGTH, ContactUsStatus } from '../../../shared/contactUs';
import {
  IdsFilter,
  ListBody,
  Nullable,
  RequiredText,
  SingleLineText,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';

export const StatusValue = Type.Union([
  Type.Literal(ContactUsStatus.NEW),
  Type.Literal(ContactUsStatus.OPEN),
  Type.Literal(ContactUsStatus.CLOSED),
]);

/** A thread as the list shows it. */
export const ContactUsRecord = Type.Object({
  _id: Uuid,
  subject: Type.String(),
  message: Type.String(),
  status: StatusValue,
  sender: Uuid,
  sender_name: Type.String(),
  creator: Uuid,
  creator_name: Type.String(),
  assignee: Nullable(Uuid),
  assignee_name: Nullable(Type.String()),
  reply_count: Type.Integer({ minimum: 0 }),
  attachment_name: Nullable(Type.String()),
  attachment_type: Nullable(Type.String()),
  attachment_size: Nullable(Type.Integer({ minimum: 0 })),
  last_at: Timestamp,
  created_at: Timestamp,
});

export const ContactUsReply = Type.Object({
  _id: Uuid,
  author: Uuid,
  author_name: Type.String(),
  /** Written by the team (staff), not by the creator's side. */
  from_team: Type.Boolean(),
  body: Type.String(),
  created_at: Timestamp,
});

/** A thread with its replies, oldest first. */
export const ContactUsThread = Type.Object({
  ...ContactUsRecord.properties,
  replies: Type.Array(ContactUsReply),
});

export const ContactUsListBody = ListBody(
  Strict({
    status: Type.Optional(StatusValue),
    assignee: Type.Optional(Uuid),
    ids: Type.Optional(IdsFilter),
  }),
);

/** What a creator's side writes to the team: plain text, shown as text. */
export const ContactUsAddBody = Strict({
  subject: SingleLineText(TITLE_MAX_LENGTH),
  message: RequiredText(CONTACT_US_TEXT_MAX_LENGTH),
});

export const ContactUsReplyBody = Strict({ message: RequiredText(CONTACT_US_TEXT_MAX_LENGTH) });

export const ContactUsStatusBody = Strict({ status: StatusValue });

/** A staff member who answers, or null to take the thread back. */
export const ContactUsAssignBody = Strict({ assignee: Nullable(Uuid) });

export const Assignee = Type.Object({ _id: Uuid, name: Type.String(), email: Type.String() });
