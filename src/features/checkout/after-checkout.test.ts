import type { ScopedMutator } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, Cart, Customer } from '@/lib/api-client';
import { refreshAfterCheckout } from './after-checkout';

const api = vi.hoisted(() => ({ getCart: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  getCart: api.getCart,
}));

/** A cache shaped like SWR's, with the mutator over it. */
function swrCache(entries: Array<[unknown[], unknown]>) {
  const data = new Map(entries.map(([key, value]) => [JSON.stringify(key), value]));
  const mutate = (async (key: unknown, value: unknown) => {
    const id = JSON.stringify(key);
    const next = typeof value === 'function' ? value(data.get(id)) : value;
    data.set(id, next);
    return next;
  }) as unknown as ScopedMutator;
  return { get: (key: unknown[]) => data.get(JSON.stringify(key)), mutate };
}

describe('refreshAfterCheckout', () => {
  it('marks the cached customer active and replaces the cached cart with the server’s', async () => {
    const lead = { id: 7, email: 'a@b.test', status: 'lead' } as Customer;
    const stale = {
      cart_id: 1,
      coupon_code: 'WELCOME50',
      subscriptions: { 3: {} },
    } as unknown as Cart;
    const fresh = { cart_id: 1, coupon_code: null, subscriptions: {} } as unknown as Cart;
    api.getCart.mockResolvedValueOnce(fresh);
    const cache = swrCache([
      [['customer', 7], lead],
      [['cart', 7], stale],
      [['subscriptions', 7], []],
    ]);
    await refreshAfterCheckout(cache.mutate, {} as ApiClient, 7);
    expect(cache.get(['customer', 7])).toEqual({ ...lead, status: 'active' });
    expect(cache.get(['cart', 7])).toBe(fresh);
    expect(cache.get(['subscriptions', 7])).toBeUndefined();
  });

  it('drops the cached cart when it cannot be read again', async () => {
    api.getCart.mockRejectedValueOnce(new Error('offline'));
    const cache = swrCache([[['cart', 7], { cart_id: 1 }]]);
    await refreshAfterCheckout(cache.mutate, {} as ApiClient, 7);
    expect(cache.get(['cart', 7])).toBeUndefined();
    expect(cache.get(['customer', 7])).toBeUndefined();
  });
});
