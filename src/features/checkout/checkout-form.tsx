import { useRouter } from 'next/router';
import { useCallback, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { AddressFields } from '@/ui/forms/address/address-fields';
import {
  addressResolver,
  preloadAddressCheck,
  toAddressBody,
  type AddressFormValues,
} from '@/ui/forms/address/address-form-values';
import { browserApiClient } from '@/lib/session/api-client';
import { refreshSession } from '@/lib/session/session-store';
import { QUIZ_STORAGE_KEY } from '@/features/onboarding/quiz/quiz-state';
import { INCOMPLETE_FORM } from '@/features/onboarding/quiz/steps/incomplete';
import { browserStore, campaignId } from '@/lib/visit/visit-params';
import { type PaymentMethod, toUserMessage, type Cart } from '@/lib/api-client';
import { formatCents } from '@/domain/format/money';
import { FormError, useEventFlag, useFocusFirstInvalid } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { refreshAfterCheckout } from './after-checkout';
import { DeliveryDatePicker } from './components/delivery-date-picker';
import { useFirstBoxDates } from './use-first-box-dates';
import { OrderSummary } from './components/order-summary';
import {
  PasswordFields,
  passwordDraftErrors,
  type PasswordDraft,
} from '@/ui/forms/password/new-password-fields';
import { PromoCodeField } from './components/promo-code-field';
import { DELIVERY_DATE_KEY, RENEWAL_TERMS_KEY } from './checkout-storage';
import { RenewalTermsConsent } from './components/renewal-terms-consent';
import { PayReassurance } from './components/pay-reassurance';
import { RENEWAL_TERMS_REQUIRED, renewalTerms, TERMS_VERSION } from '@/domain/renewal-terms';
import type { CardCollector } from '@/ui/forms/card/card-collector';
import { ExpressWallet } from '@/ui/forms/card/express-wallet';
import { CheckoutPayment } from './payment/checkout-payment';
import { placeOrder, type PlaceOrderStep } from './place-order';
import { useCheckoutIntent } from './use-checkout-intent';
import { useLinkOfferCode } from './use-link-offer-code';
import { useTaxForAddress } from './use-tax-for-address';
import { CheckoutAside, CheckoutLayout, PayBlock } from './checkout-layout';
import { useMinWidth } from '@/ui/hooks/use-media-query';
import { SummaryDisclosure } from './components/summary-disclosure';

const campaignOf = () => {
  const store = browserStore();
  return store ? campaignId(store) : null;
};

const Layout = CheckoutLayout;

interface CheckoutFormProps {
  customerId: number;
  cart: Cart;
  onCartChange: (cart: Cart) => void;
  needsPassword: boolean;
  initialAddress: AddressFormValues;
  quizPhone: string;
  savedCard: PaymentMethod | null;
  /** Whether the customer already has an active plan (a link's offer code is not for them). */
  hasActiveSubscription?: boolean;
}

/** Checkout's form: address, first delivery date, password, card or wallet, renewal terms, pay. */
export function CheckoutForm({
  customerId,
  cart,
  onCartChange,
  needsPassword: leadWithoutPassword,
  initialAddress,
  quizPhone,
  savedCard,
  hasActiveSubscription = false,
}: CheckoutFormProps) {
  const linkOfferMessage = useLinkOfferCode({
    customerId,
    cart,
    hasActiveSubscription,
    onCartChange,
  });
  const [passwordSaved, setPasswordSaved] = useState(false);
  const needsPassword = leadWithoutPassword && !passwordSaved;
  const router = useRouter();
  const wide = useMinWidth('tabletLarge');
  const { mutate } = useSWRConfig();
  const client = browserApiClient();
  const [pickedDate, setDeliveryDate] = useState<string | null>(null);
  const firstBoxDates = useFirstBoxDates(client, customerId, pickedDate);
  const { choices, deliveryDate } = firstBoxDates;
  const [password, setPassword] = useState<PasswordDraft>({ password: '', confirm_password: '' });
  const [passwordErrors, setPasswordErrors] = useState<Partial<PasswordDraft>>({});
  // The tick holds for the words it was given to: should they change (the tax of the address
  // comes in, the cart changes), the box is unticked and must be ticked again.
  const termsText = renewalTerms(
    Object.values(cart.subscriptions),
    deliveryDate,
    Boolean(cart.tax_state),
  );
  const [tickedTerms, setTickedTerms] = useState<string | null>(null);
  const termsAccepted = tickedTerms === termsText;
  const [termsError, setTermsError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{
    step: PlaceOrderStep;
    message: string;
    title?: string;
  } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [collector, setCollector] = useState<CardCollector | null>(null);
  const onReady = useCallback((next: CardCollector) => setCollector(next), []);
  const [payment, setPayment] = useCheckoutIntent(client, cart);
  const form = useForm<AddressFormValues>({
    resolver: addressResolver,
    defaultValues: { ...initialAddress, phoneNumber: initialAddress.phoneNumber || quizPhone },
    // Focus goes to the first invalid field of the whole form, card and password included.
    shouldFocusError: false,
  });
  const [street, apt, city, state, zip] = useWatch({
    control: form.control,
    name: ['address', 'apt', 'city', 'state', 'zipCode'],
  });
  const taxedForForm = useTaxForAddress(
    client,
    customerId,
    cart,
    { address1: street, address2: apt, city, state, zip_code: zip },
    onCartChange,
  );
  const { ref: formRef, focusFirstInvalidSoon } = useFocusFirstInvalid<HTMLFormElement>();

  // Every section is checked on each click (the resolver checks the address, this the rest), so
  // one click shows every problem; the incomplete-form toast is shown once however often asked.
  const otherSectionsValid = ({ card = true } = {}) => {
    const draftErrors = needsPassword ? passwordDraftErrors(password) : {};
    setPasswordErrors(draftErrors);
    const cardValid = !card || (collector?.check?.() ?? true);
    setTermsError(termsAccepted ? undefined : RENEWAL_TERMS_REQUIRED);
    return Object.keys(draftErrors).length === 0 && cardValid && termsAccepted;
  };
  // Raised by either outcome of the check below, acted on once handleSubmit has put the address
  // errors on screen (its onInvalid runs before that, and focus would skip past them).
  const incomplete = useEventFlag();
  const submit = async (event: FormEvent) => {
    await place(event);
    if (!incomplete.take()) return;
    notify.warning(INCOMPLETE_FORM);
    focusFirstInvalidSoon();
  };

  const place = form.handleSubmit(
    async (values) => {
      setFailure(null);
      if (!otherSectionsValid()) return incomplete.raise();
      if (collector) await order(values, collector);
    },
    () => {
      setFailure(null);
      otherSectionsValid();
      incomplete.raise();
    },
  );

  // A wallet (Apple Pay, Google Pay) stands in for the card: the same checks before its sheet
  // opens, then the same order with the wallet's card.
  const walletCanStart = async () => {
    setFailure(null);
    const addressValid = await form.trigger();
    if (otherSectionsValid({ card: false }) && addressValid) return true;
    notify.warning(INCOMPLETE_FORM);
    focusFirstInvalidSoon();
    return false;
  };
  const payWithWallet = (card: CardCollector) => order(form.getValues(), card);

  /** Places the order with this card; false (with the reason on screen) when it is not placed. */
  async function order(values: AddressFormValues, card: CardCollector): Promise<boolean> {
    setSubmitting(true);
    // Kept for the payment return address, should the bank send the customer away and back.
    window.sessionStorage.setItem(DELIVERY_DATE_KEY, deliveryDate);
    window.sessionStorage.setItem(RENEWAL_TERMS_KEY, TERMS_VERSION);
    const result = await placeOrder({
      client,
      customerId,
      address: toAddressBody(values),
      password: needsPassword ? password : null,
      card,
      deliveryDate,
      renewalTermsAccepted: termsAccepted,
      campaignId: campaignOf(),
      payment,
      expectedTotal: cart.totals.total,
    });
    if (result.ok) {
      browserStore()?.removeItem(QUIZ_STORAGE_KEY);
      await Promise.all([refreshSession(), refreshAfterCheckout(mutate, client, customerId)]);
      await router.push(`/confirmation/?order=${result.order.id}`);
      return true;
    }
    setSubmitting(false);
    // A day that filled up meanwhile is no longer offered: the next free one is chosen.
    if (result.error.code === 'no_transit_option_found') void firstBoxDates.refresh();
    if (result.passwordSet) setPasswordSaved(true);
    if (result.cart) onCartChange(result.cart);
    if (result.payment !== undefined) setPayment(result.payment);
    const { error } = result;
    if (result.step === 'address') {
      for (const [field, messages] of Object.entries(error.fieldErrors))
        if (field in values)
          form.setError(field as keyof AddressFormValues, {
            type: 'server',
            message: messages[0],
          });
    }
    if (result.step === 'password') {
      setPasswordErrors({
        password: error.fieldErrors.password?.[0],
        confirm_password: error.fieldErrors.confirm_password?.[0],
      });
    }
    const termsRefused = error.fieldErrors.renewal_terms_accepted?.[0];
    if (termsRefused) setTermsError(termsRefused);
    if (result.step === 'address' || result.step === 'password' || termsRefused)
      focusFirstInvalidSoon();
    const message = toUserMessage(error, { action: 'submit' });
    setFailure({ step: result.step, ...message });
    return false;
  }

  // The summary is beside the form on a wide screen (grid area 'summary') and the folded line
  // above it on a phone. Where it sits in the document follows the reading order of each, so the
  // keyboard reaches the form before the offer code on a wide screen; its place on screen does
  // not move when it changes.
  const aside = (
    <CheckoutAside>
      <SummaryDisclosure total={formatCents(cart.totals.total)}>
        <OrderSummary cart={cart} />
        <PromoCodeField customerId={customerId} cart={cart} onCartChange={onCartChange} />
      </SummaryDisclosure>
    </CheckoutAside>
  );

  return (
    <Layout>
      {wide ? null : aside}
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        // The address check's code, fetched while the customer types rather than on the click.
        onFocus={() => void preloadAddressCheck()}
        noValidate
        aria-labelledby="checkout-title"
      >
        <h1 id="checkout-title">Checkout</h1>
        {linkOfferMessage ? <p role="status">{linkOfferMessage}</p> : null}
        <h2>Shipping address</h2>
        <AddressFields register={form.register} errors={form.formState.errors} />
        <DeliveryDatePicker value={deliveryDate} onChange={setDeliveryDate} choices={choices} />
        {passwordSaved ? <p role="status">Your password is saved.</p> : null}
        {needsPassword ? (
          <>
            <h2>Your account</h2>
            <PasswordFields value={password} errors={passwordErrors} onChange={setPassword} />
          </>
        ) : null}
        <h2>Payment</h2>
        <CheckoutPayment savedCard={savedCard} onReady={onReady} />
        {/* The renewal terms and their box stay right above the pay button (a legal requirement). */}
        <PayBlock>
          <RenewalTermsConsent
            text={termsText}
            accepted={termsAccepted}
            onAcceptedChange={(accepted) => {
              setTickedTerms(accepted ? termsText : null);
              if (accepted) setTermsError(undefined);
            }}
            error={termsError}
          />
          {failure ? (
            <FormError role="alert">
              {failure.title ? <strong>{failure.title}. </strong> : null}
              {failure.message}
            </FormError>
          ) : null}
          <ExpressWallet
            amount={cart.totals.total}
            canStart={walletCanStart}
            onPay={payWithWallet}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {taxedForForm ? `Place order and pay ${formatCents(cart.totals.total)}` : 'Place order'}
          </Button>
          <PayReassurance />
        </PayBlock>
      </form>
      {wide ? aside : null}
    </Layout>
  );
}
