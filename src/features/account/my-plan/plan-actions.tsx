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
import { CancelFlow } from './cancel-flow';
import { spacing } from '@/ui/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
  align-items: end;
  margin-top: ${spacing(3)};
`;

/** Skip, pause, resume and cancel, each shown on the plan as soon as the shop confirms it. */
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
  return (
    <>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Row>
        {subscription.status === 'active' ? (
          <>
            <Button
              variant="secondary"
              loading={busy === 'skip'}
              onClick={() =>
                void run(
                  'skip',
                  () => skipNextDelivery(client, subscription.id, subscription.next_delivery_date),
                  (next) =>
                    `Skipped. The next box arrives on ${longDate(next.next_delivery_date)}.`,
                  'skipDelivery',
                )
              }
            >
              Skip next delivery
            </Button>
            <Button
              variant="secondary"
              loading={busy === 'pause'}
              onClick={() =>
                void run(
                  'pause',
                  () => pauseSubscription(client, subscription.id),
                  () => 'Paused. Nothing ships until you resume.',
                )
              }
            >
              Pause plan
            </Button>
          </>
        ) : (
          <Button
            loading={busy === 'resume'}
            onClick={() =>
              void run(
                'resume',
                () => resumeSubscription(client, subscription.id),
                (next) =>
                  `Welcome back! The next box arrives on ${longDate(next.next_delivery_date)}.`,
              )
            }
          >
            Resume plan
          </Button>
        )}
        {cancelling ? null : (
          <Button variant="cancel" onClick={() => setCancelling(true)}>
            Cancel plan
          </Button>
        )}
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
