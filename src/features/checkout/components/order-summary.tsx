import { Fragment } from 'react';
import styled from 'styled-components';
import type { Cart } from '@/lib/api-client/shop';
import { formatAmount, formatCents } from '@/domain/format/money';
import { repeatDisclosure } from '@/domain/repeat-disclosure';
import { planArt } from '@/features/catalog/plan-art';
import { fontSize, spacing } from '@/ui/theme';

const Summary = styled.section`
  display: grid;
  gap: ${spacing(3)};
  padding: ${spacing(5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.palette.bone};
  h2 {
    font-size: ${fontSize.lg};
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${spacing(1.5, 4)};
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
  }
  /* A pup's box: its pictures, its line and its price read as one row. */
  dt.plan {
    display: flex;
    align-items: center;
    gap: ${spacing(2)};
  }
  dd.plan {
    align-self: center;
  }
  .total {
    font-weight: 700;
    font-size: ${fontSize.md};
  }
`;

/** Each pup's box pictured by its recipes, beside its line. */
const PlanThumbs = styled.span`
  display: flex;
  flex: none;
  gap: ${spacing(1)};
  img {
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.palette.lightest};
  }
`;

/** The first box, what is charged today, and what each pup's later boxes cost. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const plans = Object.values(cart.subscriptions);
  const { totals } = cart;
  return (
    <Summary aria-labelledby="summary-title">
      <h2 id="summary-title">Your first box</h2>
      <dl>
        {plans.map((plan) => (
          <Fragment key={plan.pet_id}>
            <dt className="plan">
              <PlanThumbs>
                {planArt(plan.sku).map((art) => (
                  <img key={art.key} src={art.src} alt="" width={48} height={36} />
                ))}
              </PlanThumbs>
              <span>
                {plan.pet_name}: {plan.weeks_of_food}-week plan ({plan.tray_count || plan.bag_count}{' '}
                {plan.tray_count ? 'trays' : 'bags'})
              </span>
            </dt>
            <dd className="plan">{formatCents(plan.box_price)}</dd>
            {plan.addons.map((addon) => (
              <Fragment key={addon.sku}>
                <dt>
                  {plan.pet_name}: {addon.product_name} × {addon.quantity}
                </dt>
                <dd>{formatCents(addon.total_price)}</dd>
              </Fragment>
            ))}
          </Fragment>
        ))}
        {cart.line_items.map((line) => (
          <Fragment key={`${line.sku}-${line.pet_id ?? 'all'}`}>
            <dt>
              {line.product_name} × {line.quantity}
              {line.frequency === 2 ? ' (every other box)' : ''}
            </dt>
            <dd>{formatCents(line.total_price)}</dd>
          </Fragment>
        ))}
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotal)}</dd>
        {totals.discount ? (
          <>
            <dt>Offer{cart.offer ? ` (${cart.offer.code})` : ''}</dt>
            <dd>{formatCents(-totals.discount)}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd>{formatCents(totals.shipping)}</dd>
        <dt>Tax</dt>
        <dd>{cart.tax_state ? formatAmount(totals.tax) : 'Added with your address'}</dd>
        <dt className="total">Due today</dt>
        <dd className="total">{formatCents(totals.total)}</dd>
      </dl>
      {/* The automatic-renewal disclosure: each pup's own amount and cadence, as renewals charge. */}
      {plans.map((plan) => (
        <p key={plan.pet_id}>
          {repeatDisclosure(plan.pet_name, plan.repeat, Boolean(cart.tax_state))}
        </p>
      ))}
      <p>Skip, pause or cancel any time.</p>
    </Summary>
  );
}
