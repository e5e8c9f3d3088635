import dynamic from 'next/dynamic';
import { publicEnv } from '@/env/client';
import { Spinner } from '@/ui/primitives/spinner';
import type { CardCollector } from './card-collector';
import { OfflineCardForm } from './offline-card-form';

const StripeCardForm = dynamic(() => import('./stripe-card-form'), {
  ssr: false,
  loading: () => <Spinner $size={20} />,
});

/** The card fields: Stripe's when its keys are set (loaded only here), else the offline provider's. */
export function CardFields({ onReady }: { onReady: (collector: CardCollector) => void }) {
  return publicEnv.stripePublishableKey ? (
    <StripeCardForm onReady={onReady} />
  ) : (
    <OfflineCardForm onReady={onReady} />
  );
}
