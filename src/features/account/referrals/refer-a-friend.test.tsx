import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Referrals } from '@/lib/api-client/referrals';
import { renderWithTheme } from '@/ui/test-utils';
import { ReferAFriend } from './refer-a-friend';

const getReferrals = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  getReferrals,
  inviteFriend,
}));
const inviteFriend = vi.hoisted(() => vi.fn());

const REFERRALS: Referrals = {
  code: 'PUP-ABC234',
  link: 'http://localhost:3000/onboarding/?offer_code=PUP-ABC234',
  friend_discount_percent: 60,
  referrer_credit: 2500,
  credit_balance: 0,
  credit_earned: 2500,
  invitations: [
    {
      id: 1,
      friend: 'typed@example.test',
      email: 'typed@example.test',
      status: 'invited',
      invited_at: '2027-11-17T15:00:00.000Z',
      credit: 0,
    },
    {
      id: 2,
      friend: 'Juniper',
      email: null,
      status: 'joined',
      invited_at: '2027-11-18T15:00:00.000Z',
      credit: 2500,
    },
    {
      id: 3,
      friend: 'a friend',
      email: null,
      status: 'joined',
      invited_at: '2027-11-19T15:00:00.000Z',
      credit: 0,
    },
  ],
};

describe('ReferAFriend', () => {
  it('lists each friend as the API names them', async () => {
    getReferrals.mockResolvedValue(REFERRALS);
    renderWithTheme(<ReferAFriend customerId={7} />);
    const list = await screen.findByRole('list');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'typed@example.test: invited',
      'Juniper: joined, you earned $25.00',
      'a friend: joined, you earned $0.00',
    ]);
  });

  it('shows its own message under the field for a bad email, not the browser’s bubble', async () => {
    getReferrals.mockResolvedValue(REFERRALS);
    renderWithTheme(<ReferAFriend customerId={7} />);
    const field = await screen.findByLabelText('Friend’s email');
    expect(field.closest('form')).toHaveAttribute('novalidate');
    await userEvent.type(field, 'rex@nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(field).toHaveAccessibleDescription(/A valid email address is required to proceed\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(inviteFriend).not.toHaveBeenCalled();
  });
});
