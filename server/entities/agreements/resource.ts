import { msg } from '../../../shared/serverMessages';
import { Type } from '@sinclair/typebox';
import { REVENUE_SHARE_DECIMALS } from '../../../shared/constants';
import { agreements as declaration } from '../../../shared/resources/agreements';
import { seesMoney, UserType } from '../../../shared/roles';
import type { Database } from '../../platform/db/client';
import type { CrudEntity } from '../../platform/http/crudEntity';
import { badRequest, forbidden, type FieldReasons } from '../../platform/http/errors';
import { Uuid } from '../../platform/http/schemas';
import {
  activeAccount,
  agreementColumns,
  agreementListSpec,
  agreementView,
  channelOfCreator,
  visibleAgreements,
} from './repository';
import { AgreementCreateBody, AgreementRecord, AgreementUpdateBody } from './schemas';
import { agreements } from './table';

const SHARE_NOT_YOURS = 'agreement.share_not_yours';
const SHARE_STEPS = 10 ** REVENUE_SHARE_DECIMALS;

interface Terms {
  rights_holder: string;
  creator: string;
  channel: string | null;
  start_date: string;
  end_date: string | null;
  revenue_share?: number;
}

/** The parties and terms hold together: active accounts, the creator's own channel, dates in order. */
async function checkTerms(db: Database, terms: Terms) {
  const errors: FieldReasons = {};
  const [rightsHolder, creator] = await Promise.all([
    activeAccount(db, terms.rights_holder, UserType.RIGHT_HOLDER),
    activeAccount(db, terms.creator, UserType.CREATOR),
  ]);
  if (!rightsHolder) errors.rights_holder = 'asset.owner_not_active';
  if (!creator) errors.creator = 'agreement.creator_not_active';
  if (terms.channel && creator && !(await channelOfCreator(db, terms.channel, terms.creator))) {
    errors.channel = 'agreement.channel_not_creators';
  }
  if (terms.end_date && terms.end_date < terms.start_date) errors.end_date = 'agreement.end_before_start';
  const share = terms.revenue_share;
  if (share !== undefined && Math.abs(share * SHARE_STEPS - Math.round(share * SHARE_STEPS)) > 1e-6) {
    errors.revenue_share = msg('agreement.share_decimals', { count: REVENUE_SHARE_DECIMALS });
  }
  if (Object.keys(errors).length > 0) throw badRequest('request.invalid', errors);
}

type AgreementBody = Partial<Omit<Terms, 'channel' | 'end_date'>> & {
  channel?: string | null;
  end_date?: string | null;
};

/**
 * Agreements (contracts), spec 001 §7: CRUD admins write them; everyone reads their own side's (the
 * revenue share only those who see money). The signed document's calls are in ./routes.
 */
export const agreementResource: CrudEntity<{ rights_holder?: string; creator?: string }> = {
  declaration,
  noun: 'Agreement',
  table: agreements,
  view: agreementView,
  record: AgreementRecord,
  listSpec: agreementListSpec,
  filters: { rights_holder: Type.Optional(Uuid), creator: Type.Optional(Uuid) },
  createBody: AgreementCreateBody,
  updateBody: AgreementUpdateBody,
  scope: visibleAgreements,
  columns: (body) => agreementColumns(body),
  async check({ auth, db }, input, before) {
    const body = input as AgreementBody;
    const share = body.revenue_share;
    // Those not shown money neither set a share (an earning admin sets it later: a share they may not
    // read is not theirs to overwrite blindly) nor may leave it out of a new agreement.
    if (share !== undefined && !seesMoney(auth.type)) throw forbidden(SHARE_NOT_YOURS);
    if (!before && share === undefined && seesMoney(auth.type)) {
      throw badRequest('request.invalid', { revenue_share: 'field.required' });
    }
    const old = before as (typeof before & Terms) | undefined;
    await checkTerms(db, {
      rights_holder: old?.rights_holder ?? body.rights_holder!,
      creator: old?.creator ?? body.creator!,
      channel: body.channel === undefined ? (old?.channel ?? null) : body.channel,
      start_date: body.start_date ?? old!.start_date,
      end_date: body.end_date === undefined ? (old?.end_date ?? null) : body.end_date,
      revenue_share: share,
    });
  },
};
