import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@/contracts/admin/staff';
import { renderWithTheme } from '@/ui/test-utils';
import { AdminLayout } from './admin-layout';

const router = vi.hoisted(() => ({
  asPath: '/admin/customers/9/',
  pathname: '/admin/customers/[customerId]',
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
  permissions: ['dashboard.read', 'customers.read', 'customers.act'],
  totp_enabled: true,
};

describe('AdminLayout skip links', () => {
  it('puts a page’s own skip link right after "Skip to content", before the menu', () => {
    renderWithTheme(
      <AdminLayout
        title="Robin Barker"
        staff={staff}
        skipLinks={[{ href: '#plan-actions', label: 'Skip to plan actions' }]}
      >
        <div id="plan-actions" tabIndex={-1} />
      </AdminLayout>,
    );
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Skip to content');
    expect(links[1]).toHaveAccessibleName('Skip to plan actions');
    expect(links[1]).toHaveAttribute('href', '#plan-actions');
  });
});
