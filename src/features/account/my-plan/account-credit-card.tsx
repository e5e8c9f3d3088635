import type { AccountCreditView } from '@/contracts/customers';
import { creditEntryReason } from '@/domain/account-credit';
import { shortDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import styled from 'styled-components';
import { AccountCard } from '../components/account-card';
import { spacing } from '@/ui/theme';

const Ledger = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${spacing(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${spacing(1.5, 2, 1.5, 0)};
    border-bottom: 1px solid ${({ theme }) => theme.palette.line};
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The account's credit as its own figure, with the ledger's latest lines, so a customer can see
 * where credit came from and which box used it (the plan card only shows what the next box takes).
 */
export function AccountCreditCard({ credit }: { credit: AccountCreditView }) {
  if (credit.balance === 0 && credit.recent.length === 0) return null;
  return (
    <AccountCard aria-labelledby="account-credit-title">
      <h2 id="account-credit-title">Account credit</h2>
      <p>
        Balance: <strong>{formatCents(credit.balance)}</strong>. It comes off your next boxes before
        they are charged.
      </p>
      {credit.recent.length ? (
        <Ledger>
          <caption>Recent credit</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Reason</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {credit.recent.map((entry) => (
              <tr key={entry.id}>
                <td>{shortDate(entry.created_at.slice(0, 10))}</td>
                <td>{creditEntryReason(entry)}</td>
                <td>{formatCents(entry.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Ledger>
      ) : null}
    </AccountCard>
  );
}
