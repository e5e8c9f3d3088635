import { useState } from 'react';
import styled from 'styled-components';
import { swrKeys } from '@/lib/resources/keys';
import useSWR from 'swr';
import { browserApiClient } from '@/lib/session/api-client';
import {
  acceptCancelOffer,
  cancelSubscription,
  getCancelOffer,
  toApiError,
  toUserMessage,
  type Subscription,
} from '@/lib/api-client';
import { CANCEL_REASONS } from '@/domain/cancel-reasons';
import { cancelledToast } from '@/domain/cancel-messages';
import { ChoiceGroup, FormError } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { PlanPanel } from './plan-panel';
import { offerCopy } from './offer-copy';
import { spacing } from '@/ui/theme';

const REASONS = CANCEL_REASONS.map((value) => ({ value, label: value }));

const Offer = styled.div`
  display: grid;
  gap: ${spacing(2)};
  padding: ${spacing(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.bone};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
`;

/**
 * Cancelling: a reason, then at most one alternative matched to it, with "Cancel my plan" on the
 * same screen all along, so cancelling takes one click after the reason, as signing up did.
 */
export function CancelFlow({
  subscription,
  recipeNames,
  onChange,
  onClose,
}: {
  subscription: Subscription;
  recipeNames: Record<string, string>;
  onChange: (next: Subscription) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'cancel' | 'accept' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = browserApiClient();
  const offer = useSWR(
    reason ? swrKeys.cancelOffer(subscription.id, reason) : null,
    () => getCancelOffer(client, subscription.id, reason),
    { revalidateOnFocus: false },
  );
  const shown = offer.data?.reason === reason ? offer.data.offer : null;
  const headingId = `cancel-${subscription.id}`;

  const act = async (name: 'cancel' | 'accept') => {
    if (!reason) return setError('Please choose a reason.');
    setBusy(name);
    setError(null);
    try {
      if (name === 'cancel') {
        const next = await cancelSubscription(client, subscription.id, reason, '', shown?.kind);
        onChange(next);
        notify.success(cancelledToast(subscription.pet_name));
      } else {
        const taken = await acceptCancelOffer(client, subscription.id, reason, shown!.key);
        onChange(taken.subscription);
        notify.success(`Done: ${offerCopy(taken.offer, recipeNames).action.toLowerCase()}.`);
      }
      onClose();
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
      setBusy(null);
    }
  };

  return (
    <PlanPanel aria-labelledby={headingId}>
      <h3 id={headingId}>Cancel {subscription.pet_name}’s plan</h3>
      <ChoiceGroup
        legend={`Why are you cancelling ${subscription.pet_name}’s plan?`}
        type="radio"
        options={REASONS}
        value={reason}
        onChange={(value) => {
          setReason(value as string);
          setError(null);
        }}
      />
      {reason && offer.isLoading ? (
        <p role="status">Looking for something that could help…</p>
      ) : null}
      {shown ? (
        <Offer role="group" aria-label="Before you go">
          <p>{offerCopy(shown, recipeNames).text}</p>
          <Row>
            <Button
              variant="secondary"
              loading={busy === 'accept'}
              disabled={busy !== null}
              onClick={() => void act('accept')}
            >
              {offerCopy(shown, recipeNames).action}
            </Button>
          </Row>
        </Offer>
      ) : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Row>
        <Button
          variant="destructive"
          loading={busy === 'cancel'}
          disabled={busy !== null}
          onClick={() => void act('cancel')}
        >
          Cancel my plan
        </Button>
        <Button variant="secondary" disabled={busy !== null} onClick={onClose}>
          Keep my plan
        </Button>
      </Row>
    </PlanPanel>
  );
}
