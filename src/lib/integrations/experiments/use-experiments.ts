import { useEffect, useMemo } from 'react';
import { publicEnv } from '@/env';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { browserStore, isAppSession } from '@/lib/visit/visit-params';
import { useConsent } from '../consent/use-consent';
import { storedFlowAttribution } from '../analytics/attribution';
import { startExperiments, syncExperiments } from './experiments';
import { visitorContext } from './visitor-context';

/**
 * Starts Flagship once the session is known (so a signed-in customer is bucketed as themselves
 * from the first fetch) and keeps it in step with consent, sign-in and sign-out afterwards.
 */
export function useExperiments(): void {
  const { status, customer } = useCustomerSession();
  const { known, consent } = useConsent();
  const customerId = customer ? String(customer.id) : null;
  const signedIn = customer !== null;

  const visitor = useMemo(() => {
    const store = browserStore();
    return {
      consent: consent === 'granted',
      customerId,
      context: visitorContext({
        customer: signedIn ? { id: Number(customerId) } : null,
        appSession: store ? isAppSession(store) : false,
        flow: storedFlowAttribution(store).flow,
        appEnv: publicEnv.appEnv,
      }),
    };
  }, [consent, customerId, signedIn]);

  useEffect(() => {
    if (status === 'loading' || !known) return;
    void startExperiments(visitor).then(() => syncExperiments(visitor));
  }, [status, known, visitor]);
}
