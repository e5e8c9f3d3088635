import { SUBMIT_AGAIN } from '@/domain/generic-messages';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { notify } from '../toast/notify';

/** Logs out; from an /account page the customer lands on the login page, elsewhere on home. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const router = useRouter();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    const callbackUrl = router.asPath.startsWith('/account') ? '/auth/login/' : '/';
    try {
      // Only a signed-in customer ever logs out: guests (every first visit) never load it.
      const { signOut } = await import('@/lib/session/sign-out');
      await signOut(callbackUrl);
    } catch {
      notify.error(SUBMIT_AGAIN, { title: 'Error' });
      setLoggingOut(false);
    }
  }, [router.asPath]);
  return { logout, loggingOut };
}
