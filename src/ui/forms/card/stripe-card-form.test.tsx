import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import type { CardCollector } from './card-collector';

const stripe = vi.hoisted(() => ({
  client: null as null | {
    createPaymentMethod: ReturnType<typeof vi.fn>;
    handleNextAction: ReturnType<typeof vi.fn>;
  },
  load: vi.fn(),
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.load }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => stripe.client,
  useElements: () => ({ getElement: () => ({}) }),
}));
vi.mock('@/env/client', () => ({ publicEnv: { stripePublishableKey: 'pk_test_123' } }));

async function renderForm() {
  vi.resetModules();
  const { default: StripeCardForm } = await import('./stripe-card-form');
  let collector: CardCollector | null = null;
  renderWithTheme(<StripeCardForm onReady={(next) => (collector = next)} />);
  return () => collector!;
}

beforeEach(() => {
  stripe.client = {
    createPaymentMethod: vi.fn(),
    handleNextAction: vi.fn(),
  };
  stripe.load.mockReset();
});

describe('StripeCardForm', () => {
  it('turns the card into a Stripe payment method id', async () => {
    stripe.load.mockResolvedValue(stripe.client);
    stripe.client!.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_123' } });
    const collector = await renderForm();
    await waitFor(() => expect(collector()).toBeTruthy());
    await expect(collector().collect()).resolves.toEqual({ ok: true, token: 'pm_123' });
    expect(screen.getByText('Card details')).toBeInTheDocument();
    // The billing country goes with the card (spec section 9: billing country US).
    expect(stripe.client!.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'card',
        billing_details: expect.objectContaining({ address: { country: 'US' } }),
      }),
    );
  });

  it('maps a card error to payment invalid, and a Stripe outage to the provider message', async () => {
    stripe.load.mockResolvedValue(stripe.client);
    stripe
      .client!.createPaymentMethod.mockResolvedValueOnce({
        error: { type: 'card_error', code: 'card_declined', message: 'Declined.' },
      })
      .mockResolvedValueOnce({ error: { type: 'api_error', message: 'Stripe is down.' } });
    const collector = await renderForm();
    await waitFor(() => expect(collector()).toBeTruthy());
    const declined = await collector().collect();
    expect(declined.ok === false && declined.error.kind).toBe('paymentInvalid');
    const outage = await collector().collect();
    expect(outage.ok === false && outage.error.kind).toBe('stripeProvider');
  });

  it('completes 3-D Secure through Stripe', async () => {
    stripe.load.mockResolvedValue(stripe.client);
    stripe.client!.handleNextAction.mockResolvedValue({});
    const collector = await renderForm();
    await waitFor(() => expect(collector()).toBeTruthy());
    await expect(collector().authenticate('pi_1_secret_2')).resolves.toEqual({ ok: true });
    expect(stripe.client!.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
  });

  it('refuses to confirm before Stripe has loaded', async () => {
    stripe.load.mockReturnValue(new Promise(() => {}));
    stripe.client = null;
    const collector = await renderForm();
    await waitFor(() => expect(collector()).toBeTruthy());
    const early = await collector().collect();
    expect(early.ok === false && early.error.detail).toBe('stripe or elements has not yet loaded');
  });

  it('says when the payment fields cannot load', async () => {
    stripe.load.mockRejectedValue(new Error('blocked'));
    await act(async () => {
      await renderForm();
    });
    expect(
      await screen.findByText(
        'There was an error loading the payment fields. Please refresh your browser or reach out to Canine Care to complete your signup.',
      ),
    ).toBeInTheDocument();
  });
});
