import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/api-client';
import { swrKeys } from './keys';
import { useCart } from './use-customer-resources';

const api = vi.hoisted(() => ({ getCart: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  getCart: api.getCart,
}));
vi.mock('@/lib/session/api-client', () => ({ browserApiClient: () => ({}) }));

const cartWith = (code: string) => ({ cart_id: 1, coupon_code: code }) as unknown as Cart;

function PlanStepCart() {
  const cart = useCart(7);
  return (
    <>
      <p>plan: {cart.data?.coupon_code ?? '…'}</p>
      <button onClick={() => void cart.mutate(cartWith('THIRD'), { revalidate: false })}>
        save
      </button>
    </>
  );
}
function CheckoutCart() {
  const cart = useCart(7, { fresh: true, resyncTaxes: true });
  return <p>checkout: {cart.data?.coupon_code ?? '…'}</p>;
}

describe('useCart', () => {
  it('gives the plan step and the checkout one cache entry, under the factory’s key', async () => {
    const cache = new Map();
    api.getCart.mockResolvedValueOnce(cartWith('FIRST'));
    const wrap = (node: ReactNode) => (
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{node}</SWRConfig>
    );
    const { rerender } = render(wrap(<PlanStepCart />));
    await screen.findByText('plan: FIRST');
    expect(cache.get(unstable_serialize(swrKeys.cart(7)))?.data).toEqual(cartWith('FIRST'));

    // The checkout opens: it asks the server again (taxes resynced) and shows that answer only.
    api.getCart.mockResolvedValueOnce(cartWith('SECOND'));
    rerender(
      wrap(
        <>
          <PlanStepCart />
          <CheckoutCart />
        </>,
      ),
    );
    expect(screen.getByText('checkout: …')).toBeInTheDocument();
    await screen.findByText('checkout: SECOND');
    expect(api.getCart).toHaveBeenLastCalledWith({}, 7, true);
    // …and the plan step's view of the cart moved with it: one entry, not two.
    await screen.findByText('plan: SECOND');

    // A change saved through one screen is what the other shows.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'save' })));
    await waitFor(() => expect(screen.getByText('checkout: THIRD')).toBeInTheDocument());
  });
});
