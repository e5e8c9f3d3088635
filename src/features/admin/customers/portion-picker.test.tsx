import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { hasPortionChoice } from './plan-editors';
import { PortionPicker } from './portion-picker';

const plan = {
  id: 4,
  pet_name: 'Pepper',
  plan_type: 'FR',
  price_per_week: 6000,
} as unknown as Subscription;

describe('PortionPicker', () => {
  it('prices half portions before saving and saves the plan type chosen', async () => {
    const quote = vi.fn(async () => ({ price_per_week: 3500 }) as never);
    const save = vi.fn(async () => undefined);
    renderWithTheme(<PortionPicker plan={plan} quote={quote} save={save} idPrefix="p-" />);
    expect(screen.getByRole('button', { name: 'Save portion' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /^Half portions/ }));
    expect(quote).toHaveBeenCalledWith({ plan_type: 'half_fresh' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      '$35.00 per week (now $60.00 per week).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save portion' }));
    expect(save).toHaveBeenCalledWith('half_fresh');
  });

  it('shows a refused change through the one error model', async () => {
    const save = vi.fn(async () => {
      throw new Error('boom');
    });
    renderWithTheme(
      <PortionPicker
        plan={plan}
        quote={async () => ({ price_per_week: 3500 }) as never}
        save={save}
        idPrefix="p-"
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /^Half portions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save portion' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });
});

describe('hasPortionChoice', () => {
  it.each([
    ['FR', true],
    ['half_fresh', true],
    ['DY', false],
    ['MX', false],
  ] as const)('%s → %s', (planType, expected) => {
    expect(hasPortionChoice({ plan_type: planType })).toBe(expected);
  });
});
