import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { ApiClient } from '@/lib/api-client/http';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';

export interface CareStatus {
  ok: boolean;
  text: string;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.detail ?? 'Please try again.')
    : 'Please try again.';

/**
 * Runs one console action against the API, then reloads the page's data from the server (so
 * what is shown is what was stored), and says how it went.
 */
export function useCareAction(accessToken: string) {
  const router = useRouter();
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const [status, setStatus] = useState<CareStatus>();
  const [busy, setBusy] = useState(false);
  const run = async (done: string, call: (client: ApiClient) => Promise<unknown>) => {
    setBusy(true);
    try {
      await call(client);
      setStatus({ ok: true, text: done });
      await router.replace(router.asPath, undefined, { scroll: false });
      return true;
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  /** After a form that calls the API itself (and shows its own errors) has saved. */
  const settle = async (done: string) => {
    setStatus({ ok: true, text: done });
    await router.replace(router.asPath, undefined, { scroll: false });
  };
  return { run, settle, client, status, busy };
}
