import { useRouter } from 'next/router';
import { useState } from 'react';
import { anyThirdPartyConfigured } from '@/lib/integrations/configured';

/** Whether an address carries a query string (the part before any #fragment). */
export const hasQuery = (asPath: string): boolean => asPath.split('#')[0]!.includes('?');

/**
 * Whether _app should load AppExtras. Its hooks act only on a visit's query parameters (campaign,
 * offer, app session, screening, the email link's firstName and email) and its loaders only when
 * a third party is configured; a plain address with no keys set gives it nothing to do, so its
 * chunk is not fetched. Once needed it stays, so a later address without a query (the one
 * automatic registration leaves behind) does not unmount it halfway.
 */
export function useExtrasNeeded(thirdParties: boolean = anyThirdPartyConfigured()): boolean {
  const { asPath } = useRouter();
  const [needed, setNeeded] = useState(thirdParties);
  // Set during render, as React allows for state derived from props: no extra commit.
  if (!needed && hasQuery(asPath)) setNeeded(true);
  return needed || hasQuery(asPath);
}
