import { useRouter } from 'next/router';
import { useState } from 'react';
import useSWR from 'swr';
import { browserApiClient } from '@/lib/session/api-client';
import { swrKeys } from '@/lib/resources/keys';
import { usePaymentMethods } from '@/lib/resources/use-customer-resources';
import { DeliveryDatePicker } from '@/features/checkout/components/delivery-date-picker';
import {
  getReactivationTerms,
  reactivateSubscription,
  toApiError,
  toUserMessage,
  type Subscription,
} from '@/lib/api-client';
import { shortDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { CheckboxField, FormError, TextField } from '@/ui/forms';
import { RENEWAL_TERMS_REQUIRED } from '@/domain/renewal-terms';
import { notify } from '@/ui/layout/toasts';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { AsyncContent } from '@/ui/async-content';
import { AccountCard } from '../components/account-card';
import { CheckoutColumns, CheckoutMain, CheckoutSide } from '../components/checkout-columns';
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
  const { plans, subscription, replace } = useOwnSubscription(customerId);
  return (
    <AsyncContent resources={{ plans }} loadingLabel="Loading your plan…" spinnerSize={24}>
      {() =>
        !subscription || subscription.status !== 'cancelled' ? (
          <p>
            There is no cancelled plan to restart here. See your plans on{' '}
            <Link href="/account/">My plan</Link>.
          </p>
        ) : (
          <ReactivateForm customerId={customerId} subscription={subscription} onDone={replace} />
        )
      }
    </AsyncContent>
  );
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
  const cards = usePaymentMethods(customerId);
  const hasCard = Boolean(cards.data?.length);
  // The renewal terms of this restart with this code (an every-box one is in the amounts),
  // worded by the server as it records them. The last terms stay up while a code is typed.
  const typedCode = code.trim();
  const terms = useSWR(
    swrKeys.reactivationTerms(subscription.id, deliveryDate, typedCode),
    () => getReactivationTerms(browserApiClient(), subscription.id, deliveryDate, typedCode),
    { keepPreviousData: true },
  );
  // Agreeing waits for the terms of this date and code. A code they cannot take (not a
  // welcome-back one, or half typed) gets the terms without it; the restart then says why the
  // code is refused, so typing shows no error before the owner asks.
  const termsReady = Boolean(terms.data) && !terms.isValidating;
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();

  const submit = async () => {
    setError(null);
    setCodeError(null);
    if (!termsAccepted) {
      setTermsError(RENEWAL_TERMS_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      const next = await reactivateSubscription(browserApiClient(), subscription.id, {
        coupon_code: code.trim() || undefined,
        delivery_date: deliveryDate,
        renewal_terms_accepted: true,
        renewal_terms_version: terms.data?.terms_version,
      });
      onDone(next);
      notify.success(`${subscription.pet_name}’s plan is back on. Welcome back!`);
      await router.push('/account/');
    } catch (failure) {
      const problem = toApiError(failure, 'paymentMethods');
      const field = problem.fieldErrors?.coupon_code?.[0];
      const refused = problem.fieldErrors?.renewal_terms_accepted?.[0];
      if (field) setCodeError(field);
      else if (refused) setTermsError(refused);
      else setError(toUserMessage(problem, { action: 'submit' }).message);
      setSaving(false);
    }
  };

  return (
    <CheckoutColumns>
      <CheckoutSide>
        <AccountCard aria-labelledby="reactivate-title">
          <h2 id="reactivate-title">Restart {subscription.pet_name}’s plan</h2>
          <p>
            {subscription.weeks_of_food}-week boxes at {formatCents(subscription.price_per_week)}{' '}
            per week ({formatCents(subscription.box_price)} a box). The card is charged a few days
            before each box ships.
          </p>
        </AccountCard>
      </CheckoutSide>
      <CheckoutMain>
        <AccountCard aria-labelledby="reactivate-delivery-title">
          <h2 id="reactivate-delivery-title">First box back</h2>
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
        {/* The renewal terms, their box and the button that accepts them stay together. */}
        <AccountCard aria-labelledby="reactivate-terms-title">
          <h2 id="reactivate-terms-title">Automatic renewal terms</h2>
          <AsyncContent
            resources={{ terms }}
            loadingLabel="Loading the renewal terms…"
            spinnerSize={0}
            retry
          >
            {({ terms: shown }) => <p>{shown.terms_text}</p>}
          </AsyncContent>
          <CheckboxField
            name="renewal_terms_accepted"
            label="I agree to the automatic renewal terms: my card is charged for each box until I cancel."
            checked={termsAccepted}
            disabled={!termsReady}
            onChange={(event) => {
              setTermsAccepted(event.target.checked);
              if (event.target.checked) setTermsError(undefined);
            }}
            error={termsError}
          />
          {error ? <FormError role="alert">{error}</FormError> : null}
          <Button
            onClick={() => void submit()}
            loading={saving}
            disabled={!hasCard || !termsReady}
            fullWidth
          >
            Reactivate {subscription.pet_name}’s plan
          </Button>
        </AccountCard>
      </CheckoutMain>
    </CheckoutColumns>
  );
}
