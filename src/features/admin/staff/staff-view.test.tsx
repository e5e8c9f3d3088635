import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffSession, StaffView as Member } from '@/contracts/admin/staff';
import { renderWithTheme } from '@/ui/test-utils';
import { StaffView } from './staff-view';

const router = vi.hoisted(() => ({
  asPath: '/admin/staff/',
  pathname: '/admin/staff',
  replace: vi.fn().mockResolvedValue(true),
  push: vi.fn(),
  prefetch: vi.fn().mockResolvedValue(undefined),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));
const api = vi.hoisted(() => ({
  inviteStaff: vi.fn(),
  resendSetupLink: vi.fn(),
  updateStaff: vi.fn(),
}));
vi.mock('@/lib/api-client/admin/staff', () => api);

const owner: StaffSession = {
  id: 1,
  email: 'olive@ollie.test',
  name: 'Olive',
  role: 'owner',
  permissions: ['dashboard.read', 'staff.manage'],
  totp_enabled: true,
};
const packer: Member = {
  id: 5,
  email: 'pat@ollie.test',
  name: 'Pat Packer',
  role: 'fulfilment',
  active: true,
  totp_enabled: true,
  set_up: true,
  deactivated_at: null,
  invited_by: 1,
  created_at: '2031-03-01T10:00:00.000Z',
};

describe('StaffView', () => {
  it('asks before it deactivates someone, and only then does it', async () => {
    api.updateStaff.mockResolvedValue({ ...packer, active: false });
    renderWithTheme(<StaffView staff={owner} accessToken="t" members={[owner as never, packer]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate…' }));
    expect(api.updateStaff).not.toHaveBeenCalled();
    expect(screen.getByText(/Deactivate Pat Packer\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(api.updateStaff).toHaveBeenCalledWith(expect.anything(), 5, { active: false });
  });
});
