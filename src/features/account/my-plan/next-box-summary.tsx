import styled from 'styled-components';
import type { Subscription } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { formatAmount, formatCents } from '@/domain/format/money';
import { color, radius, spacing } from '@/ui/theme';
import type { ArtImage, PlanArt } from './plan-art';

const Lines = styled.ul`
  list-style: none;
  margin: ${spacing(0, 0, 2)};
  padding: 0;
  display: grid;
  gap: ${spacing(2)};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${spacing(3)};
  }
  li > span:first-child {
    display: flex;
    align-items: center;
    gap: ${spacing(3)};
    min-width: 0;
  }
  img {
    flex: none;
    width: 48px;
    height: 48px;
    object-fit: contain;
    border-radius: ${radius.small};
    background: ${color.surfaceMuted};
  }
  .total {
    padding-top: ${spacing(2)};
    border-top: 1px solid ${color.line};
  }
`;

/** What the next box holds and costs, as the renewal will charge it, each item with its art. */
export function NextBoxSummary({
  subscription,
  recipeArt,
  art = {},
}: {
  subscription: Subscription;
  /** The plan's line shows its first recipe. */
  recipeArt?: ArtImage;
  art?: PlanArt;
}) {
  const box = subscription.next_box;
  const title = `next-box-${subscription.id}`;
  const paid = subscription.paid_box_date;
  return (
    <>
      {paid ? (
        <section aria-labelledby={`paid-box-${subscription.id}`}>
          <h3 id={`paid-box-${subscription.id}`}>Next box, {longDate(paid)}</h3>
          <p>Paid and on its way: it can no longer be skipped or moved.</p>
        </section>
      ) : null}
      <section aria-labelledby={title}>
        <h3 id={title}>
          {paid ? 'Box after that' : 'Next box'}, {longDate(subscription.next_delivery_date)}
        </h3>
        <Lines>
          {box.lines.map((line) => {
            const image = line.sku === subscription.sku ? recipeArt : art[line.sku];
            return (
              <li key={line.sku}>
                <span>
                  {image ? <img src={image.src} alt={image.alt} width={48} height={48} /> : null}
                  <span>
                    {line.product_name}
                    {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  </span>
                </span>
                <span>{formatCents(line.total_cents)}</span>
              </li>
            );
          })}
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
            <span>{formatAmount(box.tax)}</span>
          </li>
          <li className="total">
            <strong>{paid ? 'Box total' : 'Next box total'}</strong>
            <strong>{formatCents(box.total)}</strong>
          </li>
        </Lines>
      </section>
    </>
  );
}
