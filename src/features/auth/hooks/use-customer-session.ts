import { useSession } from 'next-auth/react';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionCustomer {
  id: number;
  email: string;
  firstName: string;
  accessToken: string;
}

/** The signed-in customer as the screens need it, from the NextAuth session. */
export function useCustomerSession(): { status: AuthStatus; customer: SessionCustomer | null } {
  const { data, status } = useSession();
  const user = data?.user as
    | { id?: number; email?: string; first_name?: string; access_token?: string }
    | undefined;
  if (status !== 'authenticated' || !user?.id || !user.access_token) {
    return { status: status === 'loading' ? 'loading' : 'unauthenticated', customer: null };
  }
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
