import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateCart, type ApiClient, type Cart } from '@/lib/api-client';
import type { CartTaxAddress } from '@/contracts/cart';
import { TAX_ADDRESS_SETTLE_MS, useTaxForAddress } from './use-tax-for-address';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  updateCart: vi.fn(),
}));

const client = {} as ApiClient;
const untaxed = { tax_address: null } as unknown as Cart;
const saved: CartTaxAddress = {
  address1: '350 5th Ave',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip_code: '10118',
};

function renderWith(typed: Partial<CartTaxAddress>) {
  return renderHook(
    ({ address }) => useTaxForAddress(client, 7, untaxed, address, () => undefined),
    { initialProps: { address: typed } },
  );
}

describe('useTaxForAddress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(updateCart)
      .mockReset()
      .mockReturnValue(new Promise<Cart>(() => undefined));
  });
  afterEach(() => vi.useRealTimers());

  it('taxes a saved address on arrival without waiting', () => {
    renderWith(saved);
    expect(updateCart).toHaveBeenCalledTimes(1);
    expect(updateCart).toHaveBeenCalledWith(client, 7, { tax_address: saved });
  });

  it('asks once for the address the customer stops at, not once per keystroke', () => {
    const view = renderWith(saved);
    for (const number of ['3501', '350', '35', '352', '3520']) {
      view.rerender({ address: { ...saved, address1: `${number} 5th Ave` } });
      act(() => void vi.advanceTimersByTime(TAX_ADDRESS_SETTLE_MS / 5));
    }
    expect(updateCart).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(TAX_ADDRESS_SETTLE_MS));
    expect(updateCart).toHaveBeenCalledTimes(2);
    expect(updateCart).toHaveBeenLastCalledWith(client, 7, {
      tax_address: { ...saved, address1: '3520 5th Ave' },
    });
  });

  it('does not ask while the address is incomplete', () => {
    renderWith({ ...saved, zip_code: '101' });
    act(() => void vi.advanceTimersByTime(TAX_ADDRESS_SETTLE_MS * 2));
    expect(updateCart).not.toHaveBeenCalled();
  });
});
