import styled from 'styled-components';
import type { Claim } from '@/lib/api-client';
import { CLAIM_PROBLEM_LABELS } from '@/domain/claim-rules';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { spacing } from '@/ui/theme';

/** Where a reported problem stands, in words: what was given, or what we are waiting for. */
export function claimOutcome(claim: Claim): string {
  if (claim.status === 'pending') return 'We are reviewing it and will email you.';
  if (claim.status === 'declined') return `Declined: ${claim.decline_reason ?? ''}`.trim();
  return claim.remedy === 'credit'
    ? `${formatCents(claim.amount)} credit added to your account.`
    : `Reship arriving ${claim.reship_date ? longDate(claim.reship_date) : 'soon'}.`;
}

const List = styled.ul`
  margin: ${spacing(1, 0, 3)};
  padding-left: ${spacing(5)};
`;

export function ClaimList({ orderId, claims }: { orderId: number; claims: Claim[] }) {
  if (claims.length === 0) return null;
  return (
    <List aria-label={`Order #${orderId} problems reported`}>
      {claims.map((claim) => (
        <li key={claim.id}>
          {CLAIM_PROBLEM_LABELS[claim.problem]} (
          {claim.lines.map((line) => line.product_name).join(', ')}): {claimOutcome(claim)}
        </li>
      ))}
    </List>
  );
}
