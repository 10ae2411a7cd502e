import { Type } from '@sinclair/typebox';
import {
  REVENUE_SHARE_MAX,
  REVENUE_SHARE_MIN,
  TERRITORY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../../shared/constants';
import {
  IdsFilter,
  IsoDate,
  ListBody,
  NewRecordStatus,
  Nullable,
  RecordStatus,
  RequiredText,
  Strict,
  Uuid,
} from '../http/schemas';

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

export const AgreementStatusBody = Strict({ status: RecordStatus });

export const AgreementFilter = Strict({
  status: Type.Optional(RecordStatus),
  rights_holder: Type.Optional(Uuid),
  creator: Type.Optional(Uuid),
  ids: Type.Optional(IdsFilter),
});

export const AgreementListBody = ListBody(AgreementFilter);
