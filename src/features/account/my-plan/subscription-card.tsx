import { longDate } from '@/domain/format/date';
import styled from 'styled-components';
import { PLAN_LABELS } from '@/features/onboarding/plan/plan-choice';
import type { Subscription } from '@/lib/api-client';
import { formatCents } from '@/domain/format/money';
import { AccountCard, SummaryList } from '../components/account-card';
import Link from '@/ui/primitives/app-link';
import { DeliveryControls } from './delivery-controls';
import { NextBoxSummary } from './next-box-summary';
import { PlanActions } from './plan-actions';
import { WeightCheckIn } from './weight-check-in';
import { fontSize, radius, spacing } from '@/ui/theme';

const EditLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(4)};
  margin: ${spacing(3, 0)};
`;

const Status = styled.span`
  margin-left: ${spacing(2)};
  padding: ${spacing(0.5, 2)};
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.palette.bone};
  font-size: ${fontSize.sm};
`;

/** One pup's subscription on My plan: what is in the box, what it costs, when it comes. */
export function SubscriptionCard({
  customerId,
  subscription,
  recipeNames,
  onChange,
}: {
  customerId: number;
  subscription: Subscription;
  recipeNames: Record<string, string>;
  onChange: (next: Subscription) => void;
}) {
  const recipes = [...subscription.recipes.fresh, ...subscription.recipes.dry].map(
    (key) => recipeNames[key] ?? key,
  );
  const box = [
    subscription.tray_count ? `${subscription.tray_count} trays` : null,
    subscription.bag_count ? `${subscription.bag_count} bags` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    <AccountCard aria-labelledby={`subscription-${subscription.id}`}>
      <h2 id={`subscription-${subscription.id}`}>
        {subscription.pet_name}’s plan
        {subscription.status !== 'active' ? <Status>{subscription.status}</Status> : null}
      </h2>
      <SummaryList>
        <dt>Plan</dt>
        <dd>
          {PLAN_LABELS[subscription.plan_type].name}, {subscription.kcalories_per_day} calories a
          day
        </dd>
        <dt>Recipes</dt>
        <dd>{recipes.join(', ')}</dd>
        <dt>Each box</dt>
        <dd>
          {subscription.weeks_of_food} {subscription.weeks_of_food === 1 ? 'week' : 'weeks'} of food
          ({box}): {formatCents(subscription.box_price)} ({formatCents(subscription.price_per_week)}{' '}
          per week)
        </dd>
        {subscription.addons.length ? (
          <>
            <dt>Extras</dt>
            <dd>
              {subscription.addons
                .map(
                  (addon) =>
                    `${addon.product_name} × ${addon.quantity}${addon.frequency === 2 ? ' (every other box)' : ''}`,
                )
                .join(', ')}
            </dd>
          </>
        ) : null}
        {subscription.status === 'active' ? (
          <>
            <dt>Next delivery</dt>
            <dd>{longDate(subscription.next_delivery_date)}</dd>
            <dt>Change by</dt>
            <dd>{longDate(subscription.last_change_date)}</dd>
          </>
        ) : null}
      </SummaryList>
      {subscription.status === 'active' ? <NextBoxSummary subscription={subscription} /> : null}
      {subscription.status === 'cancelled' ? null : (
        <EditLinks>
          <Link href={`/account/edit-recipes/?subscription=${subscription.id}`}>Edit recipes</Link>
          <Link href={`/account/edit-recipes/extras/?subscription=${subscription.id}`}>
            Edit treats and supplements
          </Link>
        </EditLinks>
      )}
      <PlanActions subscription={subscription} recipeNames={recipeNames} onChange={onChange} />
      {subscription.status === 'cancelled' ? null : (
        <WeightCheckIn customerId={customerId} subscription={subscription} onChange={onChange} />
      )}
      {subscription.status === 'active' ? (
        <DeliveryControls subscription={subscription} onChange={onChange} />
      ) : null}
    </AccountCard>
  );
}
