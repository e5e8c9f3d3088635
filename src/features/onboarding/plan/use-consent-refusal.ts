import { useState } from 'react';
import type { AllergenNotice } from '@/domain/allergens';
import { consentRefusal } from './plan-allergens';

/**
 * The "please confirm" refusal of a form with allergy warnings. It is worked out from the warnings
 * still open on every render rather than kept as text, so it names what is open now and goes away
 * as soon as the last warning is acknowledged or its item removed.
 */
export function useConsentRefusal(pending: readonly AllergenNotice[]) {
  const [tried, setTried] = useState(false);
  // Once nothing is open the attempt is over: a warning that appears later is not refused early.
  if (tried && pending.length === 0) setTried(false);
  return {
    message: tried ? consentRefusal(pending) : null,
    /** Call on submit: true when the form may go on (nothing open). */
    check: () => {
      setTried(pending.length > 0);
      return pending.length === 0;
    },
  };
}
