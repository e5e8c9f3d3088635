import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { toUserMessage } from '@/lib/api-client/user-message';
import { spacing } from '@/ui/theme';
import { FormError } from '@/ui/forms';
import type { CardCollector } from './card-collector';
import { fromStripe, handleStripeNextAction, loadShopStripe } from './stripe-loader';

export interface ExpressWalletProps {
  /** The total in cents, shown in the wallet's sheet (the server charges what it computes). */
  amount: number;
  /**
   * Checks the rest of checkout (address, delivery date, password, the renewal terms ticked)
   * before the wallet's sheet opens, showing what needs fixing; answers within a second.
   */
  canStart: () => boolean | Promise<boolean>;
  /** Places the order with the wallet's card, as the pay button does; true once placed. */
  onPay: (card: CardCollector) => Promise<boolean>;
}

const Wallet = styled.div`
  margin-block: ${spacing(4)};
`;

/**
 * Apple Pay and Google Pay through Stripe's Express Checkout Element (used only when Stripe keys
 * are set; loaded only on checkout). The wallet gives a card payment method and nothing else:
 * the order is placed by checkout's own steps, so the address, the renewal consent, the price
 * and every server-side check are the pay button's. Link is not offered: it pays with a `link`
 * payment method, which the shop's saved-card model (brand, last four, expiry) does not describe.
 */
function WalletButtons({ canStart, onPay }: Omit<ExpressWalletProps, 'amount'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [available, setAvailable] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onClick = async (event: StripeExpressCheckoutElementClickEvent) => {
    setProblem(null);
    if (await canStart()) event.resolve();
    else event.reject();
  };

  const onConfirm = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    const failed = (message?: string) => {
      if (message) setProblem(message);
      event.paymentFailed({ reason: 'fail' });
    };
    if (!stripe || !elements) return failed();
    const submitted = await elements.submit();
    if (submitted.error) return failed(toUserMessage(fromStripe(submitted.error)).message);
    const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
    if (!paymentMethod) return failed(toUserMessage(fromStripe(error)).message);
    const placed = await onPay({
      collect: () => Promise.resolve({ ok: true, token: paymentMethod.id }),
      authenticate: (clientSecret) => handleStripeNextAction(stripe, clientSecret),
    });
    // Checkout shows why beside the pay button; the sheet is only told it failed.
    if (!placed) failed();
  };

  return (
    <Wallet hidden={!available}>
      <ExpressCheckoutElement
        options={{
          paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never' },
          buttonType: { applePay: 'plain', googlePay: 'plain' },
        }}
        onReady={(event) => setAvailable(Boolean(event.availablePaymentMethods))}
        onClick={(event) => void onClick(event)}
        onConfirm={(event) => void onConfirm(event)}
      />
      {problem ? <FormError role="alert">{problem}</FormError> : null}
    </Wallet>
  );
}

/** The wallet buttons under their own Elements group, for this amount. */
export default function StripeExpressWallet({ amount, ...props }: ExpressWalletProps) {
  const stripe = useMemo(() => loadShopStripe(), []);
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount,
        currency: 'usd',
        // The card pays the first box now and every renewal later, off-session.
        setupFutureUsage: 'off_session',
        paymentMethodCreation: 'manual',
        // The server's intents take cards only (wallets give card payment methods).
        allowedPaymentMethodTypes: ['card'],
      }}
    >
      <WalletButtons {...props} />
    </Elements>
  );
}
