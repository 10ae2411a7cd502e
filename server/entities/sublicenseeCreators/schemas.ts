import { Type } from '@sinclair/typebox';
import {
  Answer,
  IsoDate,
  ListAnswer,
  ListBody,
  Nullable,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';

/** The list takes no filter: the caller's rights holder scopes it, search and sort narrow it. */
export const SublicenseeCreatorListBody = ListBody(Strict({}));

/** One sum of royalty payments: a currency's total (0 in the rights holder's currency when none). */
const Earning = Type.Object({ currency: Nullable(Type.String()), amount: Type.Number() });

/** A creator holding active agreements with the caller's rights holder. */
export const SublicenseeCreatorRecord = Type.Object({
  _id: Uuid,
  creator_name: Type.String(),
  channel_count: Type.Integer({ minimum: 0 }),
  /** The first channels by title; channel_count counts them all. */
  channel_titles: Type.Array(Type.String()),
  agreement_count: Type.Integer({ minimum: 0 }),
  latest_start_date: IsoDate,
  /** Money: only for those who see it (never a team member), per currency. */
  earnings: Type.Optional(Type.Array(Earning)),
});

const CreatorChannel = Type.Object({
  _id: Uuid,
  channel_id: Type.String(),
  channel_title: Type.String(),
  channel_start_date: Nullable(IsoDate),
  status: Type.Integer(),
});

const CreatorAgreement = Type.Object({
  _id: Uuid,
  title: Type.String(),
  channel_title: Nullable(Type.String()),
  start_date: IsoDate,
  end_date: Nullable(IsoDate),
  territory: Type.String(),
  created_at: Timestamp,
});

/** The detail: the list's row with its channels and its active agreements with this rights holder. */
export const SublicenseeCreatorDetail = Type.Composite([
  SublicenseeCreatorRecord,
  Type.Object({ channels: Type.Array(CreatorChannel), agreements: Type.Array(CreatorAgreement) }),
]);

export const SublicenseeCreatorListAnswer = ListAnswer(SublicenseeCreatorRecord);
export const SublicenseeCreatorAnswer = Answer(SublicenseeCreatorDetail);
