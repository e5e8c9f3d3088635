import { useEffect, useState } from 'react';
import type { SWRResponse } from 'swr';

/**
 * A screen that must start from what the server says now (the checkout's forms are filled from
 * the address and customer once) still shares the resource's cache entry: it asks again on mount
 * and holds the cached copy back until that answer is in. Other screens keep SWR's usual
 * stale-while-revalidate.
 */
export function useFreshOnMount<T>(swr: SWRResponse<T>, enabled: boolean): SWRResponse<T> {
  const [settled, setSettled] = useState(!enabled);
  const { mutate } = swr;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    mutate()
      .catch(() => undefined)
      .finally(() => {
        if (live) setSettled(true);
      });
    return () => {
      live = false;
    };
  }, [enabled, mutate]);
  if (settled) return swr;
  return {
    mutate: swr.mutate,
    data: undefined,
    error: undefined,
    isLoading: true,
    isValidating: true,
  };
}
