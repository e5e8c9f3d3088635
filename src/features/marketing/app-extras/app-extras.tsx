import { useAutoRegistration } from '@/features/auth/hooks/use-auto-registration';
import { useVisitParams } from '@/features/onboarding/visit/use-visit-params';
import { useIntegrations } from '@/lib/integrations/use-integrations';
import { ChatLauncher } from '@/ui/layout/chat-launcher/chat-launcher';
import { ConsentBanner } from '@/ui/layout/consent/consent-banner';

/**
 * Everything _app runs on every page that the first paint does not need: third-party loaders,
 * page-view tracking, the visit's campaign parameters, automatic registration from an email link,
 * the chat launcher and the cookie banner (both render nothing on the server anyway). _app loads
 * this chunk only once the page has hydrated, so none of it weighs on a page's first load.
 */
export default function AppExtras() {
  useIntegrations();
  useAutoRegistration();
  useVisitParams();
  return (
    <>
      <ChatLauncher />
      <ConsentBanner />
    </>
  );
}
