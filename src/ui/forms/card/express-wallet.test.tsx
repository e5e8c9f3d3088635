import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';

vi.mock('@/env/client', () => ({ publicEnv: { stripePublishableKey: undefined } }));
const stripeWallet = vi.hoisted(() => vi.fn());
vi.mock('./stripe-express-wallet', () => ({ default: stripeWallet }));

describe('ExpressWallet', () => {
  it('offers no wallet with the offline provider, and never loads Stripe', async () => {
    const { ExpressWallet } = await import('./express-wallet');
    const { container } = renderWithTheme(
      <ExpressWallet amount={100} canStart={() => true} onPay={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(stripeWallet).not.toHaveBeenCalled();
  });
});
