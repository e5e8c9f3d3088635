import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@/contracts/admin/staff';
import { renderWithTheme } from '@/ui/test-utils';
import { CustomerSearchView } from './customer-search-view';

const router = vi.hoisted(() => ({
  asPath: '/admin/customers/?q=robin',
  pathname: '/admin/customers',
  replace: vi.fn().mockResolvedValue(true),
  push: vi.fn(),
  prefetch: vi.fn().mockResolvedValue(undefined),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));

const staff: StaffSession = {
  id: 2,
  email: 'sam@ollie.test',
  name: 'Sam',
  role: 'support',
  permissions: ['dashboard.read', 'customers.read'],
  totp_enabled: true,
};

describe('CustomerSearchView focus after a search (a page load)', () => {
  it('starts on the results, not on <body>', () => {
    renderWithTheme(
      <CustomerSearchView
        staff={staff}
        q="robin"
        results={[
          {
            id: 9,
            email: 'robin@example.test',
            name: 'Robin Barker',
            status: 'active',
            phone: null,
            created_at: '2031-03-01T10:00:00.000Z',
          },
        ]}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
  });

  it('starts on the search field when the search was refused', () => {
    renderWithTheme(
      <CustomerSearchView staff={staff} q="r" errors={{ q: ['Type at least 2 characters.'] }} />,
    );
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: /Email, name, phone or order number/ }),
    );
  });
});
