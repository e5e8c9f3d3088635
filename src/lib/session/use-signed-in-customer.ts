import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useCustomerSession, type SessionCustomer } from '@/lib/session/use-customer-session';

/**
 * The customer of an /account page. A visitor without a session is sent to the login page,
 * which brings them back here afterwards.
 */
export function useSignedInCustomer(): SessionCustomer | null {
  const router = useRouter();
  const { status, customer } = useCustomerSession();
  useEffect(() => {
    if (status !== 'unauthenticated' || !router.isReady) return;
    void router.replace(`/auth/login/?next=${encodeURIComponent(router.asPath)}`);
  }, [status, router]);
  return customer;
}
