import { useEffect, useMemo } from 'react';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { browserStore, isAppSession } from '@/lib/visit/visit-params';
import { useConsent } from '../consent/use-consent';
import { storedFlowAttribution } from '../analytics/attribution';
import type { AppEnv } from '@/env/client';
import { startExperiments, syncExperiments, type ExperimentsConfig } from './experiments';
import { visitorContext } from './visitor-context';

/**
 * Starts Flagship once the session is known (so a signed-in customer is bucketed as themselves
 * from the first fetch) and keeps it in step with consent, sign-in and sign-out afterwards.
 */
export function useExperiments(config: ExperimentsConfig, appEnv: AppEnv): void {
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
        appEnv,
      }),
    };
  }, [consent, customerId, signedIn, appEnv]);

  useEffect(() => {
    if (status === 'loading' || !known) return;
    void startExperiments(visitor, config).then(() => syncExperiments(visitor));
  }, [status, known, visitor, config]);
}
