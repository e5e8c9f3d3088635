import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PET_MESSAGES } from '@/contracts/pets';
import { ApiError } from '@/lib/api-client';
import type { ApiClient } from '@/lib/api-client/http';
import type { ConsoleAddPupQuote } from '@/lib/api-client/admin/add-pup';
import { renderWithOwnCache } from '@/ui/test-utils';
import { AddPupPanel } from './add-pup-panel';
import type { useCareAction } from './use-care-action';

const quoteConsolePup = vi.hoisted(() => vi.fn());
const addConsolePup = vi.hoisted(() => vi.fn());
const getConsolePupTerms = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client/admin/add-pup', () => ({
  quoteConsolePup,
  addConsolePup,
  getConsolePupTerms,
}));

/** The server's words for a request: the plan, the day and the code change them. */
const termsFor = (_client: unknown, _id: number, request: Record<string, string>) =>
  Promise.resolve({
    terms_version: '2026-12-01',
    terms_text: `Your plan is a subscription that renews automatically until you cancel it. ${request.name}’s box for ${request.delivery_date}${request.coupon_code ? ` with ${request.coupon_code}` : ''} renews every 2 weeks at $107.50 ($100.00 plus $7.50 tax). Cancel online any time.`,
  });

type Action = ReturnType<typeof useCareAction>;
const settle = vi.fn<Action['settle']>();
const action = { settle, client: {} as ApiClient } as unknown as Action;

const QUOTE: ConsoleAddPupQuote = {
  kcalories_per_day: 1100,
  plans: [
    {
      sku: 'FR_1100_10_beef_',
      product_type: 'FR',
      plan_name: 'Fresh',
      recipes: ['Beef'],
      weeks_of_food: 2,
      price_per_week: 5000,
      box_price: 10000,
    },
  ],
  delivery_dates: ['2027-11-23', '2027-11-24'],
  card: { brand: 'visa', last4: '4242' },
};

beforeEach(() => {
  vi.clearAllMocks();
  getConsolePupTerms.mockImplementation(termsFor);
});

async function describeRye() {
  await userEvent.type(screen.getByLabelText('Pup’s name'), 'Rye');
  await userEvent.type(screen.getByLabelText('Current weight (lbs)'), '40');
  await userEvent.click(screen.getByLabelText('Daily walks and play'));
  await userEvent.click(screen.getByLabelText('Yes'));
  await userEvent.selectOptions(screen.getByLabelText('Birth year'), '2021');
  await userEvent.selectOptions(screen.getByLabelText('Birth month'), 'March');
  await userEvent.click(screen.getByRole('button', { name: 'Show recommended plans' }));
}

describe('AddPupPanel', () => {
  it('checks the pup with the customer’s own messages before asking for plans', async () => {
    renderWithOwnCache(<AddPupPanel customerId={7} action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show recommended plans' }));
    expect(await screen.findByText(PET_MESSAGES.weight)).toBeVisible();
    expect(screen.getByText(PET_MESSAGES.name)).toBeVisible();
    expect(quoteConsolePup).not.toHaveBeenCalled();
  });

  it('adds the pup with the plan, day and consent chosen; a refusal starts a new attempt', async () => {
    quoteConsolePup.mockResolvedValue(QUOTE);
    addConsolePup
      .mockRejectedValueOnce(
        new ApiError('client', {
          status: 422,
          code: 'payment_error',
          detail: 'Your card has insufficient funds.',
        }),
      )
      .mockResolvedValueOnce({
        pet_id: 9,
        pet_name: 'Rye',
        order_id: 3,
        subscription_id: 4,
        delivery_date: '2027-11-24',
        total: 10000,
      });
    renderWithOwnCache(<AddPupPanel customerId={7} action={action} />);
    await describeRye();
    const plan = await screen.findByRole('form', { name: 'New pup’s plan' });
    expect(plan).toHaveTextContent('visa card ending 4242');
    await userEvent.selectOptions(screen.getByLabelText('First delivery'), '2027-11-24');
    await screen.findByText(/for 2027-11-24 renews/);
    await userEvent.click(screen.getByLabelText(/agreed to the renewal terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Add pup and charge card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('insufficient funds');
    await userEvent.click(screen.getByRole('button', { name: 'Add pup and charge card' }));
    await waitFor(() => expect(settle).toHaveBeenCalled());
    const [first, second] = addConsolePup.mock.calls.map((call) => call[2]);
    expect(second).toMatchObject({
      name: 'Rye',
      weight: 40,
      sku: 'FR_1100_10_beef_',
      delivery_date: '2027-11-24',
      renewal_terms_accepted: true,
      renewal_terms_version: '2026-12-01',
    });
    expect(second.idempotency_key).not.toBe(first.idempotency_key);
    expect(settle.mock.calls[0]![0]).toMatch(/^Rye added: .*\$100\.00 charged/);
  });

  it('retries a request that got no answer with the same key', async () => {
    quoteConsolePup.mockResolvedValue(QUOTE);
    addConsolePup.mockRejectedValue(new ApiError('network', { detail: 'No connection.' }));
    renderWithOwnCache(<AddPupPanel customerId={7} action={action} />);
    await describeRye();
    await screen.findByText(/renews every 2 weeks/);
    await userEvent.click(screen.getByLabelText(/agreed to the renewal terms/));
    const submit = screen.getByRole('button', { name: 'Add pup and charge card' });
    await userEvent.click(submit);
    await screen.findByRole('alert');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(addConsolePup).toHaveBeenCalledTimes(2));
    const [first, second] = addConsolePup.mock.calls.map((call) => call[2]);
    expect(second.idempotency_key).toBe(first.idempotency_key);
  });

  it('shows the agent the exact terms to read out; a changed plan, day or code needs agreeing again', async () => {
    quoteConsolePup.mockResolvedValue(QUOTE);
    renderWithOwnCache(<AddPupPanel customerId={7} action={action} />);
    await describeRye();
    const quote = await screen.findByRole('blockquote');
    await waitFor(() =>
      expect(quote).toHaveTextContent(
        'Rye’s box for 2027-11-23 renews every 2 weeks at $107.50 ($100.00 plus $7.50 tax). Cancel online any time.',
      ),
    );
    expect(screen.getByText(/Read this to the customer, word for word/)).toBeVisible();
    expect(getConsolePupTerms).toHaveBeenLastCalledWith(
      expect.anything(),
      7,
      expect.objectContaining({
        name: 'Rye',
        weight: 40,
        sku: 'FR_1100_10_beef_',
        delivery_date: '2027-11-23',
        coupon_code: undefined,
      }),
    );
    const tick = screen.getByLabelText(
      'Rye’s owner agreed to the renewal terms above, read out to them.',
    );
    await userEvent.click(tick);
    expect(tick).toBeChecked();
    await userEvent.click(screen.getByLabelText('Offer code (optional)'));
    await userEvent.paste('SAVE20');
    await waitFor(() => expect(screen.getByRole('blockquote')).toHaveTextContent('with SAVE20'));
    expect(screen.getByLabelText(/agreed to the renewal terms/)).not.toBeChecked();
  });

  it('says why the terms cannot be shown, and adding waits for them', async () => {
    quoteConsolePup.mockResolvedValue(QUOTE);
    getConsolePupTerms.mockRejectedValue(
      new ApiError('client', {
        status: 400,
        fieldErrors: { coupon_code: ['This offer code is not valid.'] },
      }),
    );
    renderWithOwnCache(<AddPupPanel customerId={7} action={action} />);
    await describeRye();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The renewal terms could not be worked out, so the pup cannot be added yet: This offer code is not valid.',
    );
    expect(screen.getByLabelText(/agreed to the renewal terms/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add pup and charge card' })).toBeDisabled();
  });

  it('cannot charge a customer without a saved card', async () => {
    quoteConsolePup.mockResolvedValue({ ...QUOTE, card: null });
    renderWithOwnCache(<AddPupPanel customerId={7} action={action} />);
    await describeRye();
    expect(await screen.findByText(/no saved card/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add pup and charge card' })).toBeDisabled();
  });
});
