import { Type } from '@sinclair/typebox';
import { INQUIRY_MESSAGE_MAX_LENGTH } from '../../../shared/constants';
import { LibraryFilters } from '../library/schemas';
import { IdsFilter, ListBody, Nullable, Strict, Text, Timestamp, Uuid } from '../../platform/http/schemas';
import { InquiryStatus } from './table';

export const StatusValue = Type.Union([
  Type.Literal(InquiryStatus.PENDING),
  Type.Literal(InquiryStatus.APPROVED),
  Type.Literal(InquiryStatus.REJECTED),
]);
const Decision = Type.Union([Type.Literal(InquiryStatus.APPROVED), Type.Literal(InquiryStatus.REJECTED)]);

/** A licence request as the API shows it. */
export const InquiryRecord = Type.Object({
  _id: Uuid,
  creator: Uuid,
  creator_name: Type.String(),
  requested_by: Uuid,
  requested_by_name: Type.String(),
  rights_holder: Uuid,
  rights_holder_name: Type.String(),
  asset: Uuid,
  asset_title: Type.String(),
  channel: Uuid,
  channel_title: Type.String(),
  message: Type.String(),
  status: StatusValue,
  decided_by: Nullable(Uuid),
  decided_by_name: Nullable(Type.String()),
  decided_at: Nullable(Timestamp),
  reason: Nullable(Type.String()),
  agreement: Nullable(Uuid),
  agreement_title: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const InquiryListBody = ListBody(
  Strict({
    status: Type.Optional(StatusValue),
    rights_holder: Type.Optional(Uuid),
    creator: Type.Optional(Uuid),
    asset: Type.Optional(Uuid),
    ids: Type.Optional(IdsFilter),
  }),
);

/** The Licensing Library's list: the library's filters. */
export const BrowseListBody = ListBody(Strict({ ...LibraryFilters, ids: Type.Optional(IdsFilter) }));

/** A creator's side asks for a licence of one item for one of the creator's channels. */
export const InquiryRequestBody = Strict({
  asset: Uuid,
  channel: Uuid,
  message: Type.Optional(Text(INQUIRY_MESSAGE_MAX_LENGTH)),
});

/** Approve (1) or reject (2); a rejection says why. */
export const DecisionBody = Strict({
  status: Decision,
  reason: Type.Optional(Text(INQUIRY_MESSAGE_MAX_LENGTH)),
});

/** The same decision, naming the request in the body (PUT /browse/approved/rejected). */
export const BrowseDecisionBody = Strict({ id: Uuid, ...DecisionBody.properties });
