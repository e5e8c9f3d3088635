import { useSyncExternalStore } from 'react';
import { getServerSnapshot, getSnapshot, subscribe, type AuthStatus } from './session-store';

export type { AuthStatus };

export interface SessionCustomer {
  id: number;
  email: string;
  firstName: string;
  accessToken: string;
}

/** The signed-in customer as the screens need it. 'loading' until the session has been fetched. */
export function useCustomerSession(): { status: AuthStatus; customer: SessionCustomer | null } {
  const { status, user } = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  if (status !== 'authenticated' || !user?.id || !user.access_token)
    return { status, customer: null };
  return {
    status,
    customer: {
      id: user.id,
      email: user.email ?? '',
      firstName: user.first_name ?? '',
      accessToken: user.access_token,
    },
  };
}
