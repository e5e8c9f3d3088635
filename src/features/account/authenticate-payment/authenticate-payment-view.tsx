import { useRouter } from 'next/router';
import { useState } from 'react';
import { swrKeys } from '@/lib/resources/keys';
import { AsyncContent } from '@/ui/async-content';
import useSWR, { useSWRConfig } from 'swr';
import { publicEnv } from '@/env/client';
import { browserApiClient } from '@/lib/session/api-client';
import { OfflineBankChallenge } from '@/ui/forms/card/offline-bank-challenge';
import { handleStripeNextAction } from '@/ui/forms/card/stripe-next-action';
import {
  authenticateOfflinePayment,
  confirmPaymentAuthentication,
  getPaymentAuthentication,
  toApiError,
  toUserMessage,
  type PaymentAuthentication,
} from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { shopDateTime } from '@/domain/shop-time';
import { FormError } from '@/ui/forms';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { AccountCard } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';

/** /account/authenticate-payment/?payment_intent=…: the customer confirms a renewal charge. */
export function AuthenticatePaymentView() {
  const router = useRouter();
  const intent = typeof router.query.payment_intent === 'string' ? router.query.payment_intent : '';
  return (
    <AccountFrame title="Confirm your payment">
      {(session) =>
        router.isReady ? <Authenticate customerId={session.id} paymentIntent={intent} /> : null
      }
    </AccountFrame>
  );
}

/**
 * What the customer's answer, or its absence, does to the box, in the server's own rules: the
 * day confirming still keeps the delivery date, the day it moves to after that, and what
 * happens at the deadline (the card is tried again, or the box is given up and the plan paused).
 */
function WhatHappens({ payment }: { payment: PaymentAuthentication }) {
  const due = longDate(payment.delivery_date);
  const arrives = payment.arrives_if_confirmed_today;
  return (
    <>
      {arrives && arrives !== payment.delivery_date ? (
        <p>
          It is too late now to make the box for {due}: confirmed today, it arrives on{' '}
          {longDate(arrives)}.
        </p>
      ) : payment.keeps_date_until ? (
        <p>
          Confirm by the end of {longDate(payment.keeps_date_until)} and it arrives on {due}.
          Confirmed later, it arrives on the first delivery day after we have made it.
        </p>
      ) : null}
      {payment.respond_by ? (
        <p>
          If it is not confirmed by {shopDateTime(payment.respond_by)},{' '}
          {payment.unanswered === 'box_given_up'
            ? 'this box is not made, you are not charged, and your plan is paused.'
            : 'we try your card again then.'}
        </p>
      ) : null}
    </>
  );
}

/** The payment of a link, for a signed-in customer (exported for its component test). */
export function Authenticate({
  customerId,
  paymentIntent,
}: {
  customerId: number;
  paymentIntent: string;
}) {
  const payment = useSWR(swrKeys.paymentAuthentication(customerId, paymentIntent), () =>
    getPaymentAuthentication(browserApiClient(), customerId, paymentIntent),
  );
  return (
    <AsyncContent resources={{ payment }} loadingLabel="Loading your payment…" spinnerSize={0}>
      {(loaded) => (
        <PaymentState
          customerId={customerId}
          payment={loaded.payment}
          onRecorded={(next) => void payment.mutate(next, { revalidate: false })}
        />
      )}
    </AsyncContent>
  );
}

function PaymentState({
  customerId,
  payment,
  onRecorded,
}: {
  customerId: number;
  payment: PaymentAuthentication;
  onRecorded: (next: PaymentAuthentication) => void;
}) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatCents(payment.amount);
  const box = `${payment.pet_name}’s box`;

  /** The bank has answered (or refused): the server records the charge as it now stands. */
  const record = async () => {
    try {
      onRecorded(
        await confirmPaymentAuthentication(browserApiClient(), customerId, payment.payment_intent),
      );
      void mutate(swrKeys.paymentAuthentications(customerId));
    } catch (failure) {
      setError(toUserMessage(toApiError(failure)).message);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setError(null);
    if (!publicEnv.stripePublishableKey) return setChallenge(true);
    setBusy(true);
    const answer = await handleStripeNextAction(payment.client_secret);
    if (!answer.ok) setError(toUserMessage(answer.error).message);
    await record();
  };

  const answerOffline = async (outcome: 'approve' | 'fail') => {
    setChallenge(false);
    setBusy(true);
    try {
      await authenticateOfflinePayment(browserApiClient(), payment.client_secret, outcome);
    } catch (failure) {
      setError(toUserMessage(toApiError(failure)).message);
    }
    await record();
  };

  if (payment.status === 'paid')
    return (
      <AccountCard aria-labelledby="payment-title">
        <h2 id="payment-title">Payment confirmed</h2>
        <p role="status">
          Thank you! {box} is paid ({amount}) and arrives on {longDate(payment.delivery_date)}.
        </p>
        <p>
          <Link href="/account/">Back to My plan</Link>
        </p>
      </AccountCard>
    );
  if (payment.status !== 'requires_action')
    return (
      <AccountCard aria-labelledby="payment-title">
        <h2 id="payment-title">Payment not confirmed</h2>
        <p role="alert">
          Your bank did not confirm the {amount} payment for {box}. We will try your card again
          soon; you can also <Link href="/account/edit-payment/">use another card</Link>.
        </p>
      </AccountCard>
    );
  return (
    <AccountCard aria-labelledby="payment-title">
      <h2 id="payment-title">Your bank asks you to confirm a payment</h2>
      <p>
        {box} costs {amount}. Your bank wants to make sure it’s you before we charge your card.
      </p>
      <WhatHappens payment={payment} />
      {error ? <FormError role="alert">{error}</FormError> : null}
      {challenge ? (
        <OfflineBankChallenge
          subject="payment"
          onAnswer={(outcome) => void answerOffline(outcome)}
        />
      ) : (
        <Button type="button" disabled={busy} onClick={() => void start()}>
          {busy ? 'Confirming…' : 'Authenticate this payment'}
        </Button>
      )}
    </AccountCard>
  );
}
