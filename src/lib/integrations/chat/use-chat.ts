import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { CHAT_SETTINGS } from '@/config/chat-settings';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { browserStore, isAppSession } from '@/lib/visit/visit-params';
import type { ChatIdentity } from '@/lib/api-client/chat';
import { whenIdle } from '../when-idle';
import { campaignTriggered, type ChatCampaign } from './chat-store';
import { isChatHidden } from './display-rules';
import { intercom, loadMessenger, rebootMessenger, shutdownMessenger } from './intercom-loader';

/** The event a tag (or any script of ours) dispatches to start a chat campaign. */
export const CHAT_CAMPAIGN_EVENT = 'ollie:chat-campaign';

/** The signed identity, or null (not signed in, nothing to share, or the call failed). */
async function fetchIdentity(customerId: number): Promise<ChatIdentity | null> {
  try {
    // Loaded on demand: the API client stays out of the first load of public pages.
    const [{ getChatIdentity }, { browserApiClient }] = await Promise.all([
      import('@/lib/api-client/chat'),
      import('@/lib/session/api-client'),
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

const NOT_BOOTED = 'not booted';

/** Whether the messenger may see this page: never where a display rule hides the chat. */
const chatAllowedOn = (path: string) => !isChatHidden(path, CHAT_SETTINGS.displayRules, false);

/**
 * The chat messenger: loaded after the page has loaded, only when configured and never in the
 * mobile app's web views. It is customer care, not tracking, so it does not wait for the cookie
 * choice; it sends nothing to analytics. A signed-in customer is named with a verified identity.
 *
 * Intercom records the address of every page it is booted or updated on, so on a page a display
 * rule hides (the password reset link carries a one-time token) it is neither loaded nor told
 * about the page: a visitor landing there gets the messenger on the first allowed page instead.
 */
export function useChat(appId: string | undefined, origin: string): void {
  const { status, customer } = useCustomerSession();
  const customerId = customer?.id ?? null;
  const { asPath, events } = useRouter();
  const allowedHere = chatAllowedOn(asPath);
  // Whether the script is on the page, and who the messenger was last booted for.
  const loaded = useRef(false);
  const bootedFor = useRef<number | null | typeof NOT_BOOTED>(NOT_BOOTED);

  useEffect(() => {
    const store = browserStore();
    if (!appId || status === 'loading' || (store && isAppSession(store))) return;
    if (bootedFor.current === customerId) return;
    if (!allowedHere) {
      // Someone else on a page Intercom must not see: end the previous person's session at once
      // (their conversations must not stay open), and boot for the new one on an allowed page.
      if (loaded.current && bootedFor.current !== NOT_BOOTED) {
        shutdownMessenger();
        bootedFor.current = NOT_BOOTED;
      }
      return;
    }
    let cancelled = false;
    const start = async () => {
      const identity = customerId ? await fetchIdentity(customerId) : null;
      if (cancelled) return;
      if (loaded.current) rebootMessenger(appId, identity);
      else loadMessenger(origin, appId, identity);
      loaded.current = true;
      bootedFor.current = customerId;
    };
    const stop = afterPageLoad(() => void start());
    return () => {
      cancelled = true;
      stop();
    };
  }, [appId, origin, status, customerId, allowedHere]);

  useEffect(() => {
    if (!appId) return;
    // Intercom only sees client-side page changes when told; a hidden page is not reported, and an
    // open messenger is closed there (the launcher that would close it is gone).
    const pageChanged = (url: string) => intercom(chatAllowedOn(url) ? 'update' : 'hide');
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
