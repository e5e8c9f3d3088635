import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOfferView } from '@/contracts/admin/offers';
import type { StaffSession } from '@/contracts/admin/staff';
import { renderWithTheme } from '@/ui/test-utils';
import { OffersView } from './offers-view';

vi.mock('next/router', () => ({
  default: { router: null },
  useRouter: () => ({
    asPath: '/admin/offers/',
    pathname: '/admin/offers',
    events: { on: vi.fn(), off: vi.fn() },
  }),
}));
const api = vi.hoisted(() => ({
  createOffer: vi.fn(),
  deleteOffer: vi.fn(),
  editOffer: vi.fn(),
  expireOffer: vi.fn(),
}));
vi.mock('@/lib/api-client/admin/offers', () => api);

const owner: StaffSession = {
  id: 1,
  email: 'olive@ollie.test',
  name: 'Olive',
  role: 'owner',
  permissions: ['dashboard.read', 'offers.read', 'offers.write'],
  totp_enabled: true,
};
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
  uses: 0,
  status: 'active',
} as unknown as AdminOfferView;

describe('OffersView', () => {
  it('lists an end time on the shop’s clock, not the next day in UTC', () => {
    renderWithTheme(<OffersView staff={owner} accessToken="t" offers={[offer]} />);
    expect(screen.getByText(/to Mar 4, 2031, 11:59 PM EST/)).toBeInTheDocument();
  });

  it('asks before deleting a code', async () => {
    api.deleteOffer.mockResolvedValue(undefined);
    renderWithTheme(<OffersView staff={owner} accessToken="t" offers={[offer]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete SPRING…' }));
    expect(api.deleteOffer).not.toHaveBeenCalled();
    expect(screen.getByRole('group')).toHaveAccessibleName(
      'Delete SPRING? It cannot be brought back.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete SPRING' }));
    expect(api.deleteOffer).toHaveBeenCalledWith(expect.anything(), 'SPRING');
  });
});
