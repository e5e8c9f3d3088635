import {
  ClaimDetailView,
  type ClaimDetailViewProps,
} from '@/features/admin/claims/claim-detail-view';
import { staffPage } from '@/server/admin/page-guard';
import { DomainError } from '@/server/errors';
import { getDb } from '@/server/db/client';
import { getAdminClaim } from '@/server/services/claims/claim-review';

export const getServerSideProps = staffPage<Pick<ClaimDetailViewProps, 'claim'>>(
  'claims.review',
  async ({ query }) => {
    const id = typeof query.claimId === 'string' && /^\d{1,9}$/.test(query.claimId);
    if (!id) return { claim: null };
    try {
      return { claim: await getAdminClaim(getDb(), Number(query.claimId)) };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') return { claim: null };
      throw error;
    }
  },
);

export default function AdminClaimPage(props: ClaimDetailViewProps) {
  return <ClaimDetailView {...props} />;
}
