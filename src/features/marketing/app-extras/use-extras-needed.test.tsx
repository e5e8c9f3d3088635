import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasQuery, useExtrasNeeded } from './use-extras-needed';

const router = vi.hoisted(() => ({ asPath: '/' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const none = async () => false;
const configured = async () => true;

beforeEach(() => {
  router.asPath = '/';
});

describe('hasQuery', () => {
  it('sees a query string, not a fragment', () => {
    expect(hasQuery('/meal-plans/?offer_code=SAVE')).toBe(true);
    expect(hasQuery('/?')).toBe(true);
    expect(hasQuery('/faqs/')).toBe(false);
    expect(hasQuery('/faqs/#shipping?x')).toBe(false);
  });
});

describe('useExtrasNeeded', () => {
  it('is not needed on a plain address when no third party is configured', async () => {
    const asked = vi.fn(async () => false);
    const { result } = renderHook(() => useExtrasNeeded(asked));
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(result.current).toBe(false);
  });

  it('is needed once the server says a third party is configured, whatever the address', async () => {
    const { result } = renderHook(() => useExtrasNeeded(configured));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is needed once the address has a query, and stays after the query is gone', () => {
    const { result, rerender } = renderHook(() => useExtrasNeeded(none));
    expect(result.current).toBe(false);
    router.asPath = '/?firstName=Maya&email=maya%40example.test';
    rerender();
    expect(result.current).toBe(true);
    // What automatic registration leaves in the address bar.
    router.asPath = '/';
    rerender();
    expect(result.current).toBe(true);
  });
});
