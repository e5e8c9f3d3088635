import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { AccountFrame } from './account-frame';

const session = vi.hoisted(() => ({ customer: null as { id: number } | null }));
vi.mock('@/lib/session/use-signed-in-customer', () => ({
  useSignedInCustomer: () => session.customer,
}));
vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

function frame() {
  return renderWithTheme(
    <AccountFrame title="Treats and supplements">
      {(customer) => <p>Extras of customer {customer.id}</p>}
    </AccountFrame>,
  );
}

describe('AccountFrame', () => {
  it('marks the page busy while the session loads, so nothing reads it as finished', () => {
    session.customer = null;
    frame();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Treats and supplements');
    expect(screen.getByText('Loading your account…')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the page, with nothing busy, once the customer is known', () => {
    session.customer = { id: 7 };
    const { container } = frame();
    expect(screen.getByText('Extras of customer 7')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
