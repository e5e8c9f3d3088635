import { useEffect, useRef, useState } from 'react';
import type { SWRResponse } from 'swr';

/**
 * A screen that must start from what the server says now (the checkout's forms are filled from
 * the address and customer once) still shares the resource's cache entry: it fetches once on
 * mount with its own fetcher (the checkout's cart resyncs taxes), puts the answer in the shared
 * entry and holds the cached copy back until then. Other screens keep SWR's usual
 * stale-while-revalidate. A null fetcher turns this off.
 */
export function useFreshOnMount<T>(
  swr: SWRResponse<T>,
  fetcher: (() => Promise<T>) | null,
): SWRResponse<T> {
  const enabled = fetcher !== null;
  const [settled, setSettled] = useState(!enabled);
  const [failure, setFailure] = useState<unknown>(undefined);
  // The fetcher of the first render: a re-render must not fetch again.
  const first = useRef(fetcher);
  // The response's own (bound) mutate: it writes this hook's key.
  const boundMutate = swr.mutate;
  useEffect(() => {
    const fetchNow = first.current;
    if (!fetchNow) return;
    let live = true;
    fetchNow()
      .then(
        (data) => boundMutate(data, { revalidate: false }),
        (error: unknown) => {
          if (live) setFailure(error);
        },
      )
      .finally(() => {
        if (live) setSettled(true);
      });
    return () => {
      live = false;
    };
  }, [boundMutate]);
  if (settled && failure === undefined) return swr;
  return {
    mutate: swr.mutate,
    data: undefined,
    error: failure,
    isLoading: failure === undefined,
    isValidating: failure === undefined,
  };
}
