import useSWR from 'swr';
import { browserApiClient } from '@/features/auth/session/api-client';
import { getCustomer, toApiError, toUserMessage } from '@/lib/api-client';
import { FormError } from '@/ui/forms';
import Link from '@/ui/primitives/app-link';
import { ButtonLink } from '@/ui/primitives/button';
import { Spinner } from '@/ui/primitives/spinner';
import { AccountCard } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';

/** /account/: My plan. A lead has no plan yet and is shown the way to one. */
export function MyPlanView() {
  return (
    <AccountFrame title="My plan">{(session) => <MyPlan customerId={session.id} />}</AccountFrame>
  );
}

function MyPlan({ customerId }: { customerId: number }) {
  const customer = useSWR(['customer', customerId], () =>
    getCustomer(browserApiClient(), customerId, ['is_sms', 'has_password']),
  );
  if (customer.error) {
    return (
      <FormError role="alert">
        {toUserMessage(toApiError(customer.error), { action: 'load' }).message}
      </FormError>
    );
  }
  if (!customer.data) {
    return (
      <p>
        <Spinner $size={24} /> Loading your plan…
      </p>
    );
  }
  return (
    <AccountCard aria-labelledby="my-plan-empty">
      <h2 id="my-plan-empty">No plan yet</h2>
      <p>
        Tell us about your pup and we’ll build a fresh meal plan portioned just for them. It takes
        about two minutes.
      </p>
      <p>
        <ButtonLink href="/onboarding/">Build my pup’s plan</ButtonLink>
      </p>
      <p>
        Keep your details up to date in <Link href="/account/my-info/">My info</Link>
        {customer.data.has_password ? '.' : ', and create a password so you can log in any time.'}
      </p>
    </AccountCard>
  );
}
