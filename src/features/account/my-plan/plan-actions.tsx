import { longDate } from '@/domain/format/date';
import { useState } from 'react';
import styled from 'styled-components';
import { browserApiClient } from '@/lib/session/api-client';
import {
  pauseSubscription,
  resumeSubscription,
  skipNextDelivery,
  toApiError,
  toUserMessage,
  type Subscription,
} from '@/lib/api-client';
import { FormError } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button, ButtonLink } from '@/ui/primitives/button';
import { MenuButton, type MenuItem } from '@/ui/primitives/menu-button';
import { CancelFlow } from './cancel-flow';
import { spacing } from '@/ui/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
  align-items: center;
`;

/**
 * The plan's actions: the everyday ones as buttons (edit recipes and extras, skip, resume), the
 * rare ones (pause, payment, cancel) in a menu. Each change shows as soon as the shop confirms it.
 */
export function PlanActions({
  subscription,
  recipeNames,
  onChange,
}: {
  subscription: Subscription;
  recipeNames: Record<string, string>;
  onChange: (next: Subscription) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const client = browserApiClient();

  const run = async (
    name: string,
    action: () => Promise<Subscription>,
    success: (next: Subscription) => string,
    context?: 'skipDelivery',
  ) => {
    setBusy(name);
    setError(null);
    try {
      const next = await action();
      onChange(next);
      notify.success(success(next));
      setCancelling(false);
    } catch (failure) {
      setError(toUserMessage(toApiError(failure, context), { action: 'submit' }).message);
    }
    setBusy(null);
  };

  if (subscription.status === 'cancelled')
    return (
      <Row>
        <ButtonLink href={`/account/reactivate-pup/payment/?subscription=${subscription.id}`}>
          Reactivate {subscription.pet_name}’s plan
        </ButtonLink>
      </Row>
    );
  const skip = () =>
    void run(
      'skip',
      () => skipNextDelivery(client, subscription.id, subscription.next_delivery_date),
      (next) =>
        `Skipped the box of ${longDate(subscription.next_delivery_date)}. The next one arrives on ${longDate(next.next_delivery_date)}.`,
      'skipDelivery',
    );
  const pause = () =>
    void run(
      'pause',
      () => pauseSubscription(client, subscription.id),
      () => 'Paused. Nothing ships until you resume.',
    );
  const resume = () =>
    void run(
      'resume',
      () => resumeSubscription(client, subscription.id),
      (next) => `Welcome back! The next box arrives on ${longDate(next.next_delivery_date)}.`,
    );
  const more: MenuItem[] = [
    ...(subscription.status === 'active' ? [{ label: 'Pause plan', onSelect: pause }] : []),
    { label: 'Change payment method', href: '/account/edit-payment/' },
    ...(cancelling
      ? []
      : [{ label: 'Cancel plan', onSelect: () => setCancelling(true), danger: true }]),
  ];
  return (
    <>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Row>
        {subscription.status === 'active' ? null : (
          <Button loading={busy === 'resume'} onClick={resume}>
            Resume plan
          </Button>
        )}
        <ButtonLink
          href={`/account/edit-recipes/?subscription=${subscription.id}`}
          variant={subscription.status === 'active' ? 'primary' : 'secondary'}
        >
          Edit recipes
        </ButtonLink>
        <ButtonLink
          href={`/account/edit-recipes/extras/?subscription=${subscription.id}`}
          variant="secondary"
        >
          Edit treats and supplements
        </ButtonLink>
        {subscription.status === 'active' ? (
          <Button variant="secondary" loading={busy === 'skip'} onClick={skip}>
            {/* Names the box: the one paid for and on its way can no longer be skipped. */}
            Skip the box of {longDate(subscription.next_delivery_date)}
          </Button>
        ) : null}
        <MenuButton label="More actions" items={more} />
        {busy === 'pause' ? <span role="status">Pausing…</span> : null}
      </Row>
      {cancelling ? (
        <CancelFlow
          subscription={subscription}
          recipeNames={recipeNames}
          onChange={onChange}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </>
  );
}
