import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { FeedingGuideView } from './feeding-guide-view';

vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));
vi.mock('@/lib/session/use-signed-in-customer', () => ({
  useSignedInCustomer: () => ({ id: 7, email: 'maya@example.test' }),
}));
const plans = [
  { id: 1, pet_name: 'Rex', status: 'active', sku: 'FR_692_10_chicken+beef_0' },
  { id: 2, pet_name: 'Mochi', status: 'paused', sku: 'DY_900_10_0_baked-beef' },
  { id: 3, pet_name: 'Old Sam', status: 'cancelled', sku: 'FR_692_10_chicken_0' },
];
vi.mock('@/lib/resources/use-customer-resources', () => ({
  useSubscriptions: () => ({ data: plans, error: undefined, isLoading: false, mutate: vi.fn() }),
}));

describe('the feeding guide page', () => {
  it('shows a printable guide for each pup on a plan', async () => {
    renderWithTheme(<FeedingGuideView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feeding guides' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Rex’s feeding guide' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Mochi’s feeding guide' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Old Sam’s feeding guide' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });
});
