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
  /**
   * `done` is the message for a call that succeeded, or, for a call whose answer says how it
   * went (a charge retried can be declined), a function of that answer.
   */
  const run = async <T>(
    done: string | ((result: T) => CareStatus),
    call: (client: ApiClient) => Promise<T>,
  ) => {
    setBusy(true);
    try {
      const result = await call(client);
      const outcome = typeof done === 'string' ? { ok: true, text: done } : done(result);
      setStatus(outcome);
      await router.replace(router.asPath, undefined, { scroll: false });
      return outcome.ok;
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
