import { useRouter } from 'next/router';
import { useState } from 'react';
import useSWR from 'swr';
import { browserApiClient } from '@/features/auth/session/api-client';
import { DeliveryDatePicker } from '@/features/checkout/components/delivery-date-picker';
import {
  listPaymentMethods,
  reactivateSubscription,
  toApiError,
  toUserMessage,
  type Subscription,
} from '@/lib/api-client';
import { shortDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { FormError, TextField } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { Spinner } from '@/ui/primitives/spinner';
import { AccountCard } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { useOwnSubscription } from '../hooks/use-own-subscription';
import { CardOnFile } from '../payment/card-on-file';

/** /account/reactivate-pup/payment/: a cancelled pup's plan back, with a welcome-back code. */
export function ReactivateView() {
  return (
    <AccountFrame title="Welcome back">
      {(session) => <Reactivate customerId={session.id} />}
    </AccountFrame>
  );
}

function Reactivate({ customerId }: { customerId: number }) {
  const { subscription, error, loading, replace } = useOwnSubscription(customerId);
  if (error)
    return (
      <FormError role="alert">
        {toUserMessage(toApiError(error), { action: 'load' }).message}
      </FormError>
    );
  if (loading)
    return (
      <p>
        <Spinner $size={24} /> Loading your plan…
      </p>
    );
  if (!subscription || subscription.status !== 'cancelled')
    return (
      <p>
        There is no cancelled plan to restart here. See your plans on{' '}
        <Link href="/account/">My plan</Link>.
      </p>
    );
  return <ReactivateForm customerId={customerId} subscription={subscription} onDone={replace} />;
}

function ReactivateForm({
  customerId,
  subscription,
  onDone,
}: {
  customerId: number;
  subscription: Subscription;
  onDone: (next: Subscription) => void;
}) {
  const router = useRouter();
  // The server's restart dates: the first box back is charged like any, so it must be changeable.
  const choices = subscription.delivery_options.map((value) => ({
    value,
    label: shortDate(value),
  }));
  const [deliveryDate, setDeliveryDate] = useState(choices[0]?.value ?? '');
  const [code, setCode] = useState(() =>
    typeof router.query.offer_code === 'string' ? router.query.offer_code : '',
  );
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cards = useSWR(['payment-methods', customerId], () =>
    listPaymentMethods(browserApiClient(), customerId),
  );
  const hasCard = Boolean(cards.data?.length);

  const submit = async () => {
    setSaving(true);
    setError(null);
    setCodeError(null);
    try {
      const next = await reactivateSubscription(browserApiClient(), subscription.id, {
        coupon_code: code.trim() || undefined,
        delivery_date: deliveryDate,
      });
      onDone(next);
      notify.success(`${subscription.pet_name}’s plan is back on. Welcome back!`);
      await router.push('/account/');
    } catch (failure) {
      const problem = toApiError(failure, 'paymentMethods');
      const field = problem.fieldErrors?.coupon_code?.[0];
      if (field) setCodeError(field);
      else setError(toUserMessage(problem, { action: 'submit' }).message);
      setSaving(false);
    }
  };

  return (
    <>
      <AccountCard aria-labelledby="reactivate-title">
        <h2 id="reactivate-title">Restart {subscription.pet_name}’s plan</h2>
        <p>
          {subscription.weeks_of_food}-week boxes at {formatCents(subscription.price_per_week)} per
          week ({formatCents(subscription.box_price)} a box). The card is charged a few days before
          each box ships.
        </p>
        <DeliveryDatePicker value={deliveryDate} onChange={setDeliveryDate} choices={choices} />
        <TextField
          label="Welcome-back code (optional)"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError ?? undefined}
          autoCapitalize="characters"
        />
      </AccountCard>
      <AccountCard aria-labelledby="reactivate-card-title">
        <h2 id="reactivate-card-title">Payment</h2>
        <CardOnFile customerId={customerId} />
      </AccountCard>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Button onClick={() => void submit()} loading={saving} disabled={!hasCard}>
        Reactivate {subscription.pet_name}’s plan
      </Button>
    </>
  );
}
