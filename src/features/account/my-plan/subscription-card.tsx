import styled from 'styled-components';
import { changeByCountdown } from '@/domain/change-by';
import { shopToday } from '@/domain/delivery-schedule';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { PLAN_LABELS } from '@/features/onboarding/plan/plan-choice';
import type { Subscription } from '@/lib/api-client';
import { CalendarIcon } from '@/ui/primitives/icons';
import { SummaryList } from '../components/account-card';
import { DeliveryControls } from './delivery-controls';
import { NextBoxSummary } from './next-box-summary';
import type { ArtImage, PlanArt } from './plan-art';
import { PlanActions } from './plan-actions';
import { Art, Countdown, PupBody, PupCard, PupFoot, PupHead, Status } from './pup-card-styles';
import { WeightCheckIn } from './weight-check-in';
import { formatKcal } from '@/domain/format/kcal';

const Plan = styled.div`
  min-width: 0;
`;

/** One pup's plan on My plan: the next box and its deadline, what the plan is, what to do. */
export function SubscriptionCard({
  customerId,
  subscription,
  recipeNames,
  art,
  onChange,
}: {
  customerId: number;
  subscription: Subscription;
  recipeNames: Record<string, string>;
  art: PlanArt;
  onChange: (next: Subscription) => void;
}) {
  const recipeKeys = [...subscription.recipes.fresh, ...subscription.recipes.dry];
  const recipes = recipeKeys.map((key) => recipeNames[key] ?? key);
  const recipeArt = recipeKeys.map((key) => art[key]).filter((image): image is ArtImage => !!image);
  const active = subscription.status === 'active';
  const box = [
    subscription.tray_count ? `${subscription.tray_count} trays` : null,
    subscription.bag_count ? `${subscription.bag_count} bags` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  const titleId = `subscription-${subscription.id}`;
  return (
    <PupCard aria-labelledby={titleId}>
      <PupHead>
        <Art>
          {recipeArt.slice(0, 3).map((image) => (
            <img key={image.src} src={image.src} alt={image.alt} width={104} height={78} />
          ))}
        </Art>
        <div>
          <h2 id={titleId}>
            {subscription.pet_name}’s plan
            {active ? null : <Status>{subscription.status}</Status>}
          </h2>
          <p>
            {PLAN_LABELS[subscription.plan_type].name}, {formatKcal(subscription.kcalories_per_day)}{' '}
            a day
          </p>
        </div>
      </PupHead>
      {active ? (
        <Countdown>
          <CalendarIcon />
          <span>{changeByCountdown(subscription.last_change_date, shopToday(new Date()))}</span>
        </Countdown>
      ) : null}
      <PupBody>
        {active ? (
          <NextBoxSummary subscription={subscription} recipeArt={recipeArt[0]} art={art} />
        ) : null}
        <Plan>
          <h3>The plan</h3>
          <SummaryList>
            <dt>Recipes</dt>
            <dd>{recipes.join(', ')}</dd>
            <dt>Each box</dt>
            <dd>
              {subscription.weeks_of_food} {subscription.weeks_of_food === 1 ? 'week' : 'weeks'} of
              food ({box}): {formatCents(subscription.box_price)} (
              {formatCents(subscription.price_per_week)} per week)
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
            {subscription.status === 'paused' && subscription.resume_on ? (
              <>
                <dt>Paused until</dt>
                <dd>{longDate(subscription.resume_on)}: your first box back arrives then</dd>
              </>
            ) : null}
            {active ? (
              <>
                <dt>Next delivery</dt>
                <dd>{longDate(subscription.next_delivery_date)}</dd>
              </>
            ) : null}
          </SummaryList>
        </Plan>
      </PupBody>
      <PupFoot>
        <PlanActions subscription={subscription} recipeNames={recipeNames} onChange={onChange} />
        {subscription.status === 'cancelled' ? null : (
          <WeightCheckIn customerId={customerId} subscription={subscription} onChange={onChange} />
        )}
        {active ? <DeliveryControls subscription={subscription} onChange={onChange} /> : null}
      </PupFoot>
    </PupCard>
  );
}
