import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { signInWith } from '@/lib/session/sign-in';
import { useCustomerSession } from '@/lib/session/use-customer-session';

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/** The current address without firstName and email, keeping its path (and trailing slash) as is. */
function withoutIdentity(asPath: string): string {
  const [path = '/', search = ''] = asPath.split('#')[0]!.split('?');
  const params = new URLSearchParams(search);
  params.delete('firstName');
  params.delete('email');
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}`;
}

/**
 * A visitor who arrives with firstName and email in the query (a link from an email or partner)
 * and no session is registered as a lead straight away (spec section 4). The two parameters are
 * then taken out of the address bar. An email that already has an account is left alone: that
 * visitor logs in as usual.
 */
export function useAutoRegistration(): void {
  const router = useRouter();
  const { status } = useCustomerSession();
  const attempted = useRef(false);
  const firstName = single(router.query.firstName);
  const email = single(router.query.email);

  useEffect(() => {
    if (
      !router.isReady ||
      status !== 'unauthenticated' ||
      !firstName ||
      !email ||
      attempted.current
    )
      return;
    attempted.current = true;
    void signInWith('register', { first_name: firstName, email, customer_group_id: '' })
      .catch(() => undefined)
      .finally(() => {
        void router.replace(withoutIdentity(router.asPath), undefined, {
          shallow: true,
          scroll: false,
        });
      });
  }, [router, status, firstName, email]);
}
