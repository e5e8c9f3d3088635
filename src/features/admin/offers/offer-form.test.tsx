import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOfferView } from '@/contracts/admin/offers';
import { renderWithTheme } from '@/ui/test-utils';
import { OfferForm } from './offer-form';

describe('OfferForm times', () => {
  it('takes an end time on the shop’s clock, labelled, whatever the browser’s zone', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithTheme(<OfferForm errors={{}} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Code'), 'SPRING');
    await userEvent.type(screen.getByLabelText('Amount (dollars or percent)'), '10');
    fireEvent.change(screen.getByLabelText('Ends (Eastern time)'), {
      target: { value: '2031-03-04T23:59' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'New offer code' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ expires_at: '2031-03-05T04:59:00.000Z', starts_at: null }),
    );
  });

  it('shows a stored end time as the shop’s clock read it', () => {
    const offer = {
      code: 'SPRING',
      category: 'MARKETING',
      type: 'PERCENT_AMOUNT',
      amount: 10,
      product_category: null,
      starts_at: null,
      expires_at: '2031-03-05T04:59:00.000Z',
      max_uses: null,
      max_uses_per_customer: null,
      applies_to: 'FIRST_BOX',
    } as unknown as AdminOfferView;
    renderWithTheme(<OfferForm offer={offer} errors={{}} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Ends (Eastern time)')).toHaveValue('2031-03-04T23:59');
  });
});
