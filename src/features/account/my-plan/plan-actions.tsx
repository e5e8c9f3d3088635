import { longDate } from '@/domain/format/date';
import { useState } from 'react';
import styled from 'styled-components';
import { browserApiClient } from '@/features/auth/session/api-client';
import {
  cancelSubscription,
  pauseSubscription,
  resumeSubscription,
  skipNextDelivery,
  toApiError,
  toUserMessage,
  type Subscription,
} from '@/lib/api-client';
import { CANCEL_REASONS } from '@/domain/cancel-reasons';
import { FormError, SelectField } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button, ButtonLink } from '@/ui/primitives/button';

const REASONS = CANCEL_REASONS.map((value) => ({ value, label: value }));

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  margin-top: 12px;
`;

/** Skip, pause, resume and cancel, each shown on the plan as soon as the shop confirms it. */
export function PlanActions({
  subscription,
  onChange,
}: {
  subscription: Subscription;
  onChange: (next: Subscription) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
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
        <Row>
          <SelectField
            label={`Why are you cancelling ${subscription.pet_name}’s plan?`}
            placeholder="Choose a reason"
            options={REASONS}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            variant="destructive"
            loading={busy === 'cancel'}
            disabled={!reason}
            onClick={() =>
              void run(
                'cancel',
                () => cancelSubscription(client, subscription.id, reason),
                () => `${subscription.pet_name}’s plan is cancelled. No more boxes will ship.`,
              )
            }
          >
            Confirm cancellation
          </Button>
          <Button variant="secondary" onClick={() => setCancelling(false)}>
            Keep my plan
          </Button>
        </Row>
      ) : null}
    </>
  );
}
