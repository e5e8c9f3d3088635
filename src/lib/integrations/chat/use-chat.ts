import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { publicEnv } from '@/env';
import { useCustomerSession } from '@/features/auth/hooks/use-customer-session';
import { browserStore, isAppSession } from '@/features/onboarding/visit/visit-params';
import type { ChatIdentity } from '@/lib/api-client/chat';
import { whenIdle } from '../when-idle';
import { campaignTriggered, type ChatCampaign } from './chat-store';
import { intercom, loadMessenger, rebootMessenger } from './intercom-loader';

/** The event a tag (or any script of ours) dispatches to start a chat campaign. */
export const CHAT_CAMPAIGN_EVENT = 'ollie:chat-campaign';

/** The signed identity, or null (not signed in, nothing to share, or the call failed). */
async function fetchIdentity(customerId: number): Promise<ChatIdentity | null> {
  try {
    // Loaded on demand: the API client stays out of the first load of public pages.
    const [{ getChatIdentity }, { browserApiClient }] = await Promise.all([
      import('@/lib/api-client/chat'),
      import('@/features/auth/session/api-client'),
    ]);
    return await getChatIdentity(browserApiClient(), customerId);
  } catch {
    return null;
  }
}

function afterPageLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    whenIdle(task);
    return () => undefined;
  }
  const onLoad = () => whenIdle(task);
  window.addEventListener('load', onLoad, { once: true });
  return () => window.removeEventListener('load', onLoad);
}

/**
 * The chat messenger: loaded after the page has loaded, only when configured and never in the
 * mobile app's web views. It is customer care, not tracking, so it does not wait for the cookie
 * choice; it sends nothing to analytics. A signed-in customer is named with a verified identity.
 */
export function useChat(
  appId: string | undefined = publicEnv.intercomAppId,
  origin: string = publicEnv.intercomWidgetOrigin,
): void {
  const { status, customer } = useCustomerSession();
  const customerId = customer?.id ?? null;
  const { events } = useRouter();
  const started = useRef(false);

  useEffect(() => {
    const store = browserStore();
    if (!appId || status === 'loading' || (store && isAppSession(store))) return;
    let cancelled = false;
    const start = async () => {
      const identity = customerId ? await fetchIdentity(customerId) : null;
      if (cancelled) return;
      if (started.current) rebootMessenger(appId, identity);
      else loadMessenger(origin, appId, identity);
      started.current = true;
    };
    const stop = afterPageLoad(() => void start());
    return () => {
      cancelled = true;
      stop();
    };
  }, [appId, origin, status, customerId]);

  useEffect(() => {
    if (!appId) return;
    const pageChanged = () => intercom('update');
    const onCampaign = (event: Event) =>
      campaignTriggered((event as CustomEvent<ChatCampaign>).detail);
    events.on('routeChangeComplete', pageChanged);
    window.addEventListener(CHAT_CAMPAIGN_EVENT, onCampaign);
    return () => {
      events.off('routeChangeComplete', pageChanged);
      window.removeEventListener(CHAT_CAMPAIGN_EVENT, onCampaign);
    };
  }, [appId, events]);
}
