import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { AccessDenied } from '../../pages/AccessDenied';
import { EarningsReportPage } from './EarningsReportPage';

/** A royalties page: its route (000 §2) and its own action (its search entry's rule, 001 §2.7). */
function RoyaltiesPage({
  action,
  children,
}: {
  action: 'byCreator' | 'byRightHolder' | 'byVideo';
  children: ReactNode;
}) {
  return (
    <CanAccess resource="royalties" action="list" accessDenied={<AccessDenied />}>
      <CanAccess resource="royalties" action={action} accessDenied={<AccessDenied />}>
        {children}
      </CanAccess>
    </CanAccess>
  );
}

export const ByCreatorPage = () => (
  <RoyaltiesPage action="byCreator">
    <EarningsReportPage kind="creator" title="Royalties earnings by Creators" />
  </RoyaltiesPage>
);

export const ByRightHolderPage = () => (
  <RoyaltiesPage action="byRightHolder">
    <EarningsReportPage kind="rights_holder" title="Royalties earnings by Content Owners" />
  </RoyaltiesPage>
);

/** Its title is replaced for rights holders ('By Sublicensee videos', 000 §1). */
export const ByVideoPage = () => (
  <RoyaltiesPage action="byVideo">
    <EarningsReportPage kind="video" title="By YouTube Videos" />
  </RoyaltiesPage>
);

/**
 * Claims Payment Details (claim-detail/overview): CRUD staff see every claim (a manager limited the
 * line counts only: the server answers no money to type 5), a rights holder its own part of its claims.
 */
export function ClaimDetailPage() {
  const staff = useCan('claim-detail', 'staffOverview');
  const owner = useCan('claim-detail', 'ownerOverview');
  if (staff === undefined || owner === undefined) return null;
  if (!staff && !owner) return <AccessDenied />;
  return <EarningsReportPage kind={staff ? 'claim' : 'own_claim'} title="Claims Payment Details" />;
}
