import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { IntegrationSettings } from '@/contracts/integrations';
import { useAutoRegistration } from '@/features/auth/hooks/use-auto-registration';
import { useVisitParams } from '@/lib/visit/use-visit-params';
import { anyThirdPartyConfigured } from '@/lib/integrations/configured';
import { integrationSettings } from '@/lib/integrations/settings';

// Third parties' loaders and the chat launcher: fetched only when one of them is configured.
const ThirdParties = dynamic(() => import('./third-parties'), { ssr: false });

/**
 * Everything _app runs on every page that the first paint does not need: the visit's campaign
 * parameters, automatic registration from an email link and, when the server says one is
 * configured, third-party loaders, page-view tracking and the chat launcher. _app loads this
 * chunk once the page has hydrated, so none of it weighs on a page's first load. The cookie
 * banner is not here: on a first visit it is often the largest text on screen.
 */
export default function AppExtras() {
  // First: the visit's flags (an app session) are stored before the integrations decide on them.
  useVisitParams();
  useAutoRegistration();
  const [settings, setSettings] = useState<IntegrationSettings | null>(null);
  useEffect(() => {
    let current = true;
    void integrationSettings().then((answer) => current && setSettings(answer));
    return () => {
      current = false;
    };
  }, []);
  return settings && anyThirdPartyConfigured(settings) ? (
    <ThirdParties settings={settings} />
  ) : null;
}
