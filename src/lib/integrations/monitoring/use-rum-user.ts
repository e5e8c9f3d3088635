import { useEffect } from 'react';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { identifyRumUser } from './load-rum';

/** Keeps the RUM session's user in step with sign-in and sign-out (the customer id only). */
export function useRumUser(): void {
  const { customer } = useCustomerSession();
  const id = customer ? String(customer.id) : null;
  useEffect(() => identifyRumUser(id), [id]);
}
