import dynamic from 'next/dynamic';
import { publicEnv } from '@/env/client';
import type { ExpressWalletProps } from './stripe-express-wallet';

const StripeExpressWallet = dynamic(() => import('./stripe-express-wallet'), { ssr: false });

/** Apple Pay and Google Pay when Stripe keys are set; nothing with the offline provider. */
export function ExpressWallet(props: ExpressWalletProps) {
  return publicEnv.stripePublishableKey ? <StripeExpressWallet {...props} /> : null;
}
