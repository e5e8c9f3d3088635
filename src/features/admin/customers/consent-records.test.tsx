import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenewalConsentRecord } from '@/contracts/consents';
import { renderWithTheme } from '@/ui/test-utils';
import { ConsentRecords } from './consent-records';

const consent: RenewalConsentRecord = {
  id: 4,
  customer_id: 9,
  subscription_id: 12,
  pet_id: 3,
  pet_name: 'Biscuit',
  source: 'checkout',
  order_id: 101,
  terms_version: '2031-01',
  terms_text: 'Your plan renews every 4 weeks until you cancel.',
  every_weeks: 4,
  box_subtotal_cents: 5667,
  box_tax_cents: 0,
  box_total_cents: 5667,
  other_box_total_cents: null,
  first_charge_date: '2031-03-31',
  accepted_at: '2031-03-05T04:30:00.000Z',
  ip_address: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (Macintosh)',
};

describe('ConsentRecords', () => {
  it('shows each renewal consent on the customer page, with when, what and from where', () => {
    renderWithTheme(<ConsentRecords consents={[consent]} />);
    const table = screen.getByRole('table', { name: /agreement to the renewal terms/ });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Mar 4, 2031, 11:30 PM EST at checkout (order #101)');
    expect(row).toHaveTextContent('Biscuit');
    expect(row).toHaveTextContent('Version 2031-01, every 4 weeks');
    expect(row).toHaveTextContent('$56.67');
    expect(row).toHaveTextContent('203.0.113.7');
  });

  it('says when there is none', () => {
    renderWithTheme(<ConsentRecords consents={[]} />);
    expect(screen.getByText('No renewal consent recorded.')).toBeInTheDocument();
  });
});
