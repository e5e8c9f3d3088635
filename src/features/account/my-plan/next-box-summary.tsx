import styled from 'styled-components';
import type { Subscription } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { spacing } from '@/ui/theme';

const Lines = styled.ul`
  list-style: none;
  margin: ${spacing(0, 0, 2)};
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${spacing(4)};
  }
`;

/** What the next box holds and costs, as the renewal will charge it. */
export function NextBoxSummary({ subscription }: { subscription: Subscription }) {
  const box = subscription.next_box;
  const title = `next-box-${subscription.id}`;
  return (
    <section aria-labelledby={title}>
      <h3 id={title}>Next box, {longDate(subscription.next_delivery_date)}</h3>
      <Lines>
        {box.lines.map((line) => (
          <li key={line.sku}>
            <span>
              {line.product_name}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </span>
            <span>{formatCents(line.total_cents)}</span>
          </li>
        ))}
        {box.discount ? (
          <li>
            <span>Welcome-back offer</span>
            <span>{formatCents(-box.discount)}</span>
          </li>
        ) : null}
        {box.credit ? (
          <li>
            <span>Account credit</span>
            <span>{formatCents(-box.credit)}</span>
          </li>
        ) : null}
        <li>
          <span>Tax</span>
          <span>{formatCents(box.tax)}</span>
        </li>
        <li>
          <strong>Next box total</strong>
          <strong>{formatCents(box.total)}</strong>
        </li>
      </Lines>
    </section>
  );
}
