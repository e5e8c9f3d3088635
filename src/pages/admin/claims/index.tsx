import { ClaimsListView, type ClaimsListViewProps } from '@/features/admin/claims/claims-list-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { listClaims } from '@/server/services/claims/claim-review';
import { CLAIM_STATUSES, type ClaimStatus } from '@/domain/claim-rules';

const whole = (value: unknown) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) && Number(value) > 0
    ? Number(value)
    : undefined;

export const getServerSideProps = staffPage<
  Pick<ClaimsListViewProps, 'page' | 'status' | 'customer'>
>('claims.review', async ({ query }) => {
  const status = (CLAIM_STATUSES as readonly string[]).includes(String(query.status))
    ? (query.status as ClaimStatus)
    : undefined;
  const customer = whole(query.customer);
  const page = await listClaims(getDb(), { status, customer, page: whole(query.page) ?? 1 });
  return { page, status: status ?? null, customer: customer ?? null };
});

export default function AdminClaimsPage(props: ClaimsListViewProps) {
  return <ClaimsListView {...props} />;
}
