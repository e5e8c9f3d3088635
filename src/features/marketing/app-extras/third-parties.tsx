import type { IntegrationSettings } from '@/contracts/integrations';
import { useIntegrations } from '@/lib/integrations/use-integrations';
import { ChatLauncher } from '@/ui/layout/chat-launcher/chat-launcher';

/** The configured third parties' loaders and the chat launcher (loaded only when one is set). */
export default function ThirdParties({ settings }: { settings: IntegrationSettings }) {
  useIntegrations(settings);
  return <ChatLauncher appId={settings.intercom?.app_id} />;
}
