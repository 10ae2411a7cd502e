import { Type } from '@sinclair/typebox';
import {
  REVENUE_SHARE_MAX,
  REVENUE_SHARE_MIN,
  TERRITORY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../../../shared/constants';
import {
  Answer,
  IsoDate,
  NewRecordStatus,
  Nullable,
  RequiredText,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';

/** A percentage; its two-decimal rule is checked in the route, where a float's error can be named. */
export const RevenueShare = Type.Number({ minimum: REVENUE_SHARE_MIN, maximum: REVENUE_SHARE_MAX });

const editable = {
  title: RequiredText(TITLE_MAX_LENGTH),
  start_date: IsoDate,
  end_date: Type.Optional(Nullable(IsoDate)),
  territory: Type.Optional(RequiredText(TERRITORY_MAX_LENGTH)),
  revenue_share: RevenueShare,
  channel: Type.Optional(Nullable(Uuid)),
};

export const AgreementCreateBody = Strict({
  ...editable,
  // Required of those shown money, refused from the others (checked in the route, by role).
  revenue_share: Type.Optional(editable.revenue_share),
  rights_holder: Uuid,
  creator: Uuid,
  status: Type.Optional(NewRecordStatus),
});

export const AgreementUpdateBody = Type.Object(
  {
    ...editable,
    title: Type.Optional(editable.title),
    start_date: Type.Optional(editable.start_date),
    revenue_share: Type.Optional(editable.revenue_share),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** An agreement as the API shows it; the revenue share only to those who see money. */
export const AgreementRecord = Type.Object({
  _id: Uuid,
  title: Type.String(),
  rights_holder: Uuid,
  rights_holder_name: Type.String(),
  creator: Uuid,
  creator_name: Type.String(),
  channel: Nullable(Uuid),
  channel_title: Nullable(Type.String()),
  start_date: IsoDate,
  end_date: Nullable(IsoDate),
  territory: Type.String(),
  revenue_share: Type.Optional(Nullable(Type.Number())),
  status: Type.Integer(),
  document_name: Nullable(Type.String()),
  document_size: Nullable(Type.Integer()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export const AgreementAnswer = Answer(AgreementRecord);
