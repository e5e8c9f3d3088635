import { useAutoRegistration } from '@/features/auth/hooks/use-auto-registration';
import { useVisitParams } from '@/lib/visit/use-visit-params';
import { useIntegrations } from '@/lib/integrations/use-integrations';
import { ChatLauncher } from '@/ui/layout/chat-launcher/chat-launcher';

/**
 * Everything _app runs on every page that the first paint does not need: third-party loaders,
 * page-view tracking, the visit's campaign parameters, automatic registration from an email link
 * and the chat launcher. _app loads this chunk once the page has hydrated, so none of it weighs
 * on a page's first load. The cookie banner is not here: on a first visit it is often the largest
 * text on screen, so waiting for this chunk would make it the page's late LCP.
 */
export default function AppExtras() {
  // First: the visit's flags (an app session) are stored before the integrations decide on them.
  useVisitParams();
  useIntegrations();
  useAutoRegistration();
  return <ChatLauncher />;
}
