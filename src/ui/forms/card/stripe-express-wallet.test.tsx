import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import type { CardCollector } from './card-collector';

// Stripe's client is mocked: the wallet itself is untested against live Stripe (docs/payments.md).
const stripe = vi.hoisted(() => ({
  client: null as null | {
    createPaymentMethod: ReturnType<typeof vi.fn>;
    handleNextAction: ReturnType<typeof vi.fn>;
  },
  elements: { submit: vi.fn() },
  load: vi.fn(),
  elementsOptions: undefined as unknown,
  wallet: {} as Record<string, ((event: unknown) => void) | undefined> & { options?: unknown },
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.load }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => {
    stripe.elementsOptions = options;
    return <>{children}</>;
  },
  ExpressCheckoutElement: (
    props: Record<string, (event: unknown) => void> & { options: unknown },
  ) => {
    Object.assign(stripe.wallet, props);
    return <div data-testid="wallet-buttons" />;
  },
  useStripe: () => stripe.client,
  useElements: () => stripe.elements,
}));
vi.mock('@/env/client', () => ({ publicEnv: { stripePublishableKey: 'pk_test_123' } }));

const { default: StripeExpressWallet } = await import('./stripe-express-wallet');

function confirmEvent() {
  return { paymentFailed: vi.fn(), expressPaymentType: 'google_pay' };
}

function renderWallet(canStart: () => boolean, onPay: (card: CardCollector) => Promise<boolean>) {
  return renderWithTheme(<StripeExpressWallet amount={6734} canStart={canStart} onPay={onPay} />);
}

beforeEach(() => {
  stripe.client = { createPaymentMethod: vi.fn(), handleNextAction: vi.fn() };
  stripe.elements.submit.mockReset().mockResolvedValue({});
  stripe.load.mockReset().mockResolvedValue(stripe.client);
  for (const key of Object.keys(stripe.wallet)) delete stripe.wallet[key];
});

describe('StripeExpressWallet', () => {
  it('asks Stripe for a card that renews off-session, for the shown total, wallets but not Link', () => {
    renderWallet(() => true, vi.fn());
    expect(stripe.elementsOptions).toEqual({
      mode: 'payment',
      amount: 6734,
      currency: 'usd',
      setupFutureUsage: 'off_session',
      paymentMethodCreation: 'manual',
      allowedPaymentMethodTypes: ['card'],
    });
    expect(stripe.wallet.options).toMatchObject({
      paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never' },
    });
  });

  it('stays hidden until the device has a wallet to offer', () => {
    renderWallet(() => true, vi.fn());
    const buttons = screen.getByTestId('wallet-buttons');
    expect(buttons.parentElement).not.toBeVisible();
    act(() => stripe.wallet.onReady!({ availablePaymentMethods: undefined }));
    expect(buttons.parentElement).not.toBeVisible();
    act(() => stripe.wallet.onReady!({ availablePaymentMethods: { googlePay: true } }));
    expect(buttons.parentElement).toBeVisible();
  });

  it('opens the sheet only when the rest of checkout is ready (terms ticked, address valid)', async () => {
    let ready = false;
    renderWallet(() => ready, vi.fn());
    const refused = { resolve: vi.fn(), reject: vi.fn() };
    act(() => stripe.wallet.onClick!(refused));
    await waitFor(() => expect(refused.reject).toHaveBeenCalled());
    expect(refused.resolve).not.toHaveBeenCalled();
    ready = true;
    const opened = { resolve: vi.fn(), reject: vi.fn() };
    act(() => stripe.wallet.onClick!(opened));
    await waitFor(() => expect(opened.resolve).toHaveBeenCalled());
    expect(opened.reject).not.toHaveBeenCalled();
  });

  it("places the order through checkout with the wallet's card, and its bank check", async () => {
    stripe.client!.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_wallet_1' } });
    stripe.client!.handleNextAction.mockResolvedValue({});
    let card: CardCollector | undefined;
    const onPay = vi.fn(async (given: CardCollector) => {
      card = given;
      return true;
    });
    renderWallet(() => true, onPay);
    const event = confirmEvent();
    act(() => stripe.wallet.onConfirm!(event));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(stripe.elements.submit).toHaveBeenCalled();
    expect(stripe.client!.createPaymentMethod).toHaveBeenCalledWith({ elements: stripe.elements });
    await expect(card!.collect()).resolves.toEqual({ ok: true, token: 'pm_wallet_1' });
    await expect(card!.authenticate('pi_1_secret_2')).resolves.toEqual({ ok: true });
    expect(stripe.client!.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(event.paymentFailed).not.toHaveBeenCalled();
  });

  it('tells the sheet it failed when checkout could not place the order', async () => {
    stripe.client!.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_wallet_2' } });
    renderWallet(
      () => true,
      async () => false,
    );
    const event = confirmEvent();
    act(() => stripe.wallet.onConfirm!(event));
    await waitFor(() => expect(event.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' }));
  });

  it('charges nothing and says why when Stripe refuses the wallet card', async () => {
    stripe.client!.createPaymentMethod.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Declined.' },
    });
    const onPay = vi.fn();
    renderWallet(() => true, onPay);
    act(() => stripe.wallet.onReady!({ availablePaymentMethods: { applePay: true } }));
    const event = confirmEvent();
    act(() => stripe.wallet.onConfirm!(event));
    await waitFor(() => expect(event.paymentFailed).toHaveBeenCalled());
    expect(onPay).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Declined.');
  });
});
