import Link from 'next/link';
import type { AdminClaimPage } from '@/contracts/admin/claims';
import type { StaffSession } from '@/contracts/admin/staff';
import { CLAIM_PROBLEM_LABELS, CLAIM_STATUSES, type ClaimStatus } from '@/domain/claim-rules';
import { longDate } from '@/domain/format/date';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Muted, Panel, Table } from '../components/admin-styles';
import { consoleCents } from '../components/console-format';

export interface ClaimsListViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  page?: AdminClaimPage;
  status?: ClaimStatus | null;
  customer?: number | null;
}

const href = (query: { status?: string | null; page?: number; customer?: number | null }) => {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.customer) params.set('customer', String(query.customer));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/admin/claims/${search ? `?${search}` : ''}`;
};

/** Box claims, newest first, filtered by status and paged on the server. */
export function ClaimsListView({
  staff,
  forbidden,
  page,
  status = null,
  customer = null,
}: ClaimsListViewProps) {
  const pages = page ? Math.max(1, Math.ceil(page.count / page.page_size)) : 1;
  return (
    <AdminLayout title="Box claims" staff={staff} forbidden={forbidden}>
      <nav aria-label="Claim status">
        <FormRow>
          {[null, ...CLAIM_STATUSES].map((option) => (
            <Link
              key={option ?? 'all'}
              href={href({ status: option, customer })}
              aria-current={option === status ? 'page' : undefined}
            >
              {option ? option[0]!.toUpperCase() + option.slice(1) : 'All'}
            </Link>
          ))}
          {staff.permissions.includes('claims.settings') ? (
            <Link href="/admin/claims/settings/">Claim limits</Link>
          ) : null}
        </FormRow>
      </nav>
      <Panel aria-labelledby="claims-heading">
        <h2 id="claims-heading">
          {status ? `${status[0]!.toUpperCase()}${status.slice(1)} claims` : 'All claims'}
          {customer ? ` of customer #${customer}` : ''} ({page?.count ?? 0})
        </h2>
        {page?.results.length ? (
          <Table>
            <thead>
              <tr>
                <th>Claim</th>
                <th>Customer</th>
                <th>Problem</th>
                <th>Box</th>
                <th>Remedy</th>
                <th className="number">Amount</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {page.results.map((claim) => (
                <tr key={claim.id}>
                  <td>
                    <Link href={`/admin/claims/${claim.id}/`}>Claim #{claim.id}</Link>
                  </td>
                  <td>{claim.customer_name || claim.customer_email}</td>
                  <td>{CLAIM_PROBLEM_LABELS[claim.problem]}</td>
                  <td>
                    #{claim.order_id}, {longDate(claim.order_delivery_date)}
                  </td>
                  <td>{claim.remedy === 'credit' ? 'Credit' : 'Reship'}</td>
                  <td className="number">{consoleCents(claim.amount)}</td>
                  <td>{claim.status}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <Muted>No claims here.</Muted>
        )}
      </Panel>
      {pages > 1 && page ? (
        <nav aria-label="Pages">
          <FormRow>
            {page.page > 1 ? (
              <Link href={href({ status, customer, page: page.page - 1 })}>Newer</Link>
            ) : null}
            <span>
              Page {page.page} of {pages}
            </span>
            {page.page < pages ? (
              <Link href={href({ status, customer, page: page.page + 1 })}>Older</Link>
            ) : null}
          </FormRow>
        </nav>
      ) : null}
    </AdminLayout>
  );
}
