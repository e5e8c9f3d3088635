import { ANALYTICS_EVENTS } from '@/lib/integrations/analytics/events';
import { toAddressFormValues } from '@/ui/forms/address/address-form-values';
import { CheckoutForm } from './checkout-form';
import { useSignedInCustomer } from '@/lib/session/use-signed-in-customer';
import { parseStoredQuiz, QUIZ_STORAGE_KEY } from '@/features/onboarding/quiz/quiz-state';
import { browserStore } from '@/lib/visit/visit-params';
import {
  useAddress,
  useCart,
  useCustomer,
  usePaymentMethods,
} from '@/lib/resources/use-customer-resources';
import { AsyncContent } from '@/ui/async-content';
import { FlowLayout } from '@/ui/layout/flow-layout';
import { FunnelHeader } from '@/features/onboarding/funnel/funnel-header';
import { CheckoutAssurance, CheckoutSteps } from '@/features/onboarding/funnel/checkout-steps';
import { ButtonLink } from '@/ui/primitives/button';
import { LoadingLine } from '@/ui/primitives/spinner';
import { useTrackOnMount } from '@/lib/integrations/analytics/use-track-on-mount';
import { CheckoutLayout } from './checkout-layout';

const Layout = CheckoutLayout;

/** /onboarding/checkout/: address, first delivery date, password, card, summary, place order. */
export function CheckoutView() {
  const session = useSignedInCustomer();
  useTrackOnMount(ANALYTICS_EVENTS.checkoutStarted, session ? {} : null);
  return (
    <FlowLayout
      header={
        <FunnelHeader>
          <CheckoutSteps />
          <CheckoutAssurance />
        </FunnelHeader>
      }
    >
      {session ? (
        <Checkout customerId={session.id} />
      ) : (
        <Layout>
          <LoadingLine label="Loading checkout…" />
        </Layout>
      )}
    </FlowLayout>
  );
}

function Checkout({ customerId }: { customerId: number }) {
  // The same cache entries as the plan step and the account (one key per resource), but the form
  // starts from what the server says now: a second checkout must see the address saved by the
  // first, and the cart is taxed for the saved address's state.
  const cart = useCart(customerId, { fresh: true, resyncTaxes: true });
  const customer = useCustomer(customerId, { fresh: true });
  const address = useAddress(customerId, { fresh: true });
  const cards = usePaymentMethods(customerId, { fresh: true });
  return (
    <AsyncContent
      resources={{ cart, customer, address, cards }}
      loadingLabel="Loading checkout…"
      frame={(node) => <Layout>{node}</Layout>}
    >
      {(loaded) => {
        if (Object.keys(loaded.cart.subscriptions).length === 0)
          return (
            <Layout>
              <section>
                <h1>Your cart is empty</h1>
                <p>Build your pup’s plan first, then come back here to check out.</p>
                <ButtonLink href="/onboarding/">Build a plan</ButtonLink>
              </section>
            </Layout>
          );
        const quiz = parseStoredQuiz(browserStore()?.getItem(QUIZ_STORAGE_KEY) ?? null);
        return (
          <CheckoutForm
            customerId={customerId}
            cart={loaded.cart}
            onCartChange={(next) => void cart.mutate(next, { revalidate: false })}
            needsPassword={!loaded.customer.has_password}
            initialAddress={toAddressFormValues(
              loaded.address,
              {
                firstName: loaded.customer.first_name || quiz?.owner.firstName || '',
                lastName: loaded.customer.last_name,
              },
              loaded.customer.is_sms ?? quiz?.owner.smsConsent,
            )}
            quizPhone={quiz?.owner.phone ?? ''}
            savedCard={loaded.cards.find((card) => card.is_default) ?? null}
            hasActiveSubscription={loaded.customer.status === 'active'}
          />
        );
      }}
    </AsyncContent>
  );
}
