import Link from 'next/link';
import { useState } from 'react';
import type { AdminClaimView } from '@/contracts/admin/claims';
import type { StaffSession } from '@/contracts/admin/staff';
import { decideClaim } from '@/lib/api-client/admin/claims';
import { CLAIM_PROBLEM_LABELS } from '@/domain/claim-rules';
import { longDate } from '@/domain/format/date';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Muted, Panel, Table } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { useCareAction } from '../customers/use-care-action';
import { ClaimPhoto } from './claim-photo';
import { consoleCents, consoleTime } from '../components/console-format';

export interface ClaimDetailViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  claim?: AdminClaimView | null;
}

function outcome(claim: AdminClaimView) {
  if (claim.status === 'pending') return 'Waiting for a decision (over the claim limits).';
  if (claim.status === 'declined') return `Declined: ${claim.decline_reason ?? ''}`;
  const by = claim.decided_by ? `by staff #${claim.decided_by}` : 'within the limits';
  return claim.remedy === 'credit'
    ? `Approved ${by}: ${consoleCents(claim.amount)} credit added.`
    : `Approved ${by}: reship order #${claim.reship_order_id} for ${claim.reship_date ? longDate(claim.reship_date) : '?'}.`;
}

/** One claim: the customer, the box, the lines, the photo, and approve/decline while pending. */
export function ClaimDetailView({ staff, accessToken, forbidden, claim }: ClaimDetailViewProps) {
  const action = useCareAction(accessToken);
  const [reason, setReason] = useState('');
  if (!claim)
    return (
      <AdminLayout title="Box claim" staff={staff} forbidden={forbidden}>
        <Muted>{forbidden ? '' : 'No such claim.'}</Muted>
      </AdminLayout>
    );
  return (
    <AdminLayout title={`Box claim #${claim.id}`} staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      <Panel aria-labelledby="claim-heading">
        <h2 id="claim-heading">
          {CLAIM_PROBLEM_LABELS[claim.problem]}: {claim.remedy === 'credit' ? 'credit' : 'reship'}{' '}
          of {consoleCents(claim.amount)}
        </h2>
        <p>
          <Link href={`/admin/customers/${claim.customer_id}/`}>
            {claim.customer_name || claim.customer_email}
          </Link>{' '}
          · {claim.customer_email} · order #{claim.order_id}, box of{' '}
          {longDate(claim.order_delivery_date)} · reported {consoleTime(claim.created_at)}
        </p>
        <p>
          <strong>Status:</strong> {outcome(claim)}
        </p>
        {claim.note ? <p>“{claim.note}”</p> : <Muted>No note.</Muted>}
        <Table aria-label="Claimed items">
          <thead>
            <tr>
              <th>Item</th>
              <th className="number">Quantity</th>
              <th className="number">Paid</th>
            </tr>
          </thead>
          <tbody>
            {claim.lines.map((line) => (
              <tr key={line.order_item_id}>
                <td>{line.product_name}</td>
                <td className="number">{line.quantity}</td>
                <td className="number">{consoleCents(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Panel>
      <Panel aria-labelledby="photo-heading">
        <h2 id="photo-heading">Photo</h2>
        {claim.has_photo ? (
          <ClaimPhoto claimId={claim.id} accessToken={accessToken} />
        ) : (
          <Muted>No photo was sent.</Muted>
        )}
      </Panel>
      {claim.status === 'pending' ? (
        <Panel aria-labelledby="decide-heading">
          <h2 id="decide-heading">Decide</h2>
          <FormRow>
            <Button
              disabled={action.busy}
              onClick={() =>
                void action.run(`Claim #${claim.id} approved.`, (client) =>
                  decideClaim(client, claim.id, { decision: 'approve' }),
                )
              }
            >
              Approve
            </Button>
          </FormRow>
          <FormRow>
            <TextField
              label="Reason for declining (sent to the customer)"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button
              variant="destructive"
              disabled={action.busy}
              onClick={() =>
                void action.run(`Claim #${claim.id} declined.`, (client) =>
                  decideClaim(client, claim.id, { decision: 'decline', reason }),
                )
              }
            >
              Decline
            </Button>
          </FormRow>
        </Panel>
      ) : null}
      <p>
        <Link href="/admin/claims/">All claims</Link>
      </p>
    </AdminLayout>
  );
}
