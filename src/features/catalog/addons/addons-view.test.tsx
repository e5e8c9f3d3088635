import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADDONS } from '@/domain/catalog/addons-data';
import { renderWithTheme } from '@/ui/test-utils';
import { AddonsView } from './addons-view';

vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));

describe('AddonsView', () => {
  it('shows each extra with its picture, size and price per bag or jar', async () => {
    const supplements = ADDONS.filter((addon) => addon.productType === 'SP');
    renderWithTheme(
      <AddonsView title="Dog supplements" intro="Soft chews." addons={supplements} />,
    );
    const list = await screen.findByRole('list', { name: 'Dog supplements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(supplements.length);
    const first = supplements[0]!;
    const card = screen.getByRole('article', { name: first.name });
    expect(within(card).getByRole('img')).toHaveAttribute(
      'src',
      `/images/products/${first.key}.svg`,
    );
    expect(card).toHaveTextContent(
      new RegExp(`\\$${(first.priceCents / 100).toFixed(2)} per ${first.container}$`),
    );
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/onboarding/',
    );
  });
});
