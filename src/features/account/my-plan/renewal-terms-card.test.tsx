import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenewalConsent, Subscription } from '@/lib/api-client';
import { renderWithOwnCache } from '@/ui/test-utils';
import { RenewalTermsCard } from './renewal-terms-card';

const listRenewalConsents = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  listRenewalConsents,
}));

const consent: RenewalConsent = {
  id: 1,
  subscription_id: 3,
  pet_id: 4,
  pet_name: 'Biscuit',
  source: 'checkout',
  order_id: 9,
  terms_version: '2027-01',
  terms_text: 'Biscuit’s plan renews automatically every 4 weeks until you cancel.',
  every_weeks: 4,
  box_subtotal_cents: 10668,
  box_tax_cents: 667,
  box_total_cents: 11335,
  other_box_total_cents: null,
  first_charge_date: '2027-12-29',
  accepted_at: '2027-12-22T15:00:00Z',
};

const render = () => renderWithOwnCache(<RenewalTermsCard customerId={7} />);

describe('RenewalTermsCard', () => {
  beforeEach(() => listRenewalConsents.mockReset());

  it('holds its place and says it is loading, then shows the terms agreed to', async () => {
    let answer: (consents: RenewalConsent[]) => void = () => undefined;
    listRenewalConsents.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render();
    expect(screen.getByRole('region', { name: 'Your renewal terms' })).toContainElement(
      screen.getByText('Loading your renewal terms…'),
    );
    expect(screen.getByText('Loading your renewal terms…')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer([consent]));
    expect(screen.getByRole('region', { name: 'Your renewal terms' })).toHaveTextContent(
      'Biscuit’s plan renews automatically every 4 weeks',
    );
    expect(screen.queryByText('Loading your renewal terms…')).not.toBeInTheDocument();
  });

  it('leaves the card out once it is known there are no terms', async () => {
    listRenewalConsents.mockResolvedValue([]);
    render();
    await act(async () => {
      await listRenewalConsents.mock.results[0]!.value;
    });
    expect(screen.queryByRole('region', { name: 'Your renewal terms' })).not.toBeInTheDocument();
  });

  it('gives the next charge from the schedule as it is now, after a skip', async () => {
    listRenewalConsents.mockResolvedValue([consent]);
    // Agreed with the first renewal charged on 29 December; that box was skipped since.
    const skipped = {
      id: 3,
      status: 'active',
      next_delivery_date: '2028-01-30',
    } as unknown as Subscription;
    renderWithOwnCache(<RenewalTermsCard customerId={7} subscriptions={[skipped]} />);
    const terms = await screen.findByRole('article', { name: 'Biscuit’s renewal terms' });
    expect(terms).toHaveTextContent(
      'Next charge: Wednesday, January 26, 2028, for the box arriving Sunday, January 30, 2028.',
    );
  });
});
