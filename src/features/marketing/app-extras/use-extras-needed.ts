import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { anyThirdPartyConfigured } from '@/lib/integrations/configured';
import { integrationSettings } from '@/lib/integrations/settings';

/** Whether an address carries a query string (the part before any #fragment). */
export const hasQuery = (asPath: string): boolean => asPath.split('#')[0]!.includes('?');

/** Whether this deployment runs any third party: the server's settings, asked after hydration. */
const thirdPartiesAtRunTime = async () => {
  const settings = await integrationSettings();
  return Boolean(settings && anyThirdPartyConfigured(settings));
};

/**
 * Whether _app should load AppExtras. Its hooks act only on a visit's query parameters (campaign,
 * offer, app session, screening, the email link's firstName and email) and its loaders only when
 * a third party is configured (known from the server once the page is interactive); a plain
 * address with no third party gives it nothing to do, so its chunk is not fetched. Once needed it
 * stays, so a later address without a query (the one automatic registration leaves behind) does
 * not unmount it halfway.
 */
export function useExtrasNeeded(
  thirdParties: () => Promise<boolean> = thirdPartiesAtRunTime,
): boolean {
  const { asPath } = useRouter();
  const [needed, setNeeded] = useState(false);
  // Set during render, as React allows for state derived from props: no extra commit.
  if (!needed && hasQuery(asPath)) setNeeded(true);
  useEffect(() => {
    let current = true;
    void thirdParties().then((configured) => {
      if (current && configured) setNeeded(true);
    });
    return () => {
      current = false;
    };
  }, [thirdParties]);
  return needed || hasQuery(asPath);
}
