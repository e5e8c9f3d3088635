import type { ChatIdentity } from '@/lib/api-client/chat';
import {
  chatClosed,
  chatFailed,
  chatOpened,
  chatReady,
  chatRestarted,
  unreadCountChanged,
} from './chat-store';

type IntercomCall = [string, ...unknown[]];

export interface IntercomFunction {
  (...args: IntercomCall): void;
  q?: IntercomCall[];
  booted?: boolean;
}

declare global {
  interface Window {
    Intercom?: IntercomFunction;
    intercomSettings?: Record<string, unknown>;
  }
}

const SCRIPT_ID = 'ollie-chat-messenger';

export const messengerScriptUrl = (origin: string, appId: string) =>
  `${origin.replace(/\/$/, '')}/widget/${encodeURIComponent(appId)}`;

/**
 * The boot settings: our own launcher replaces Intercom's, and the customer is named only with a
 * verified identity (which exists only when first_name and email do).
 */
export function bootSettings(
  appId: string,
  identity: ChatIdentity | null,
): Record<string, unknown> {
  const settings: Record<string, unknown> = { app_id: appId, hide_default_launcher: true };
  if (identity && identity.name && identity.email) {
    Object.assign(settings, {
      user_id: identity.user_id,
      email: identity.email,
      name: identity.name,
      user_hash: identity.user_hash,
    });
  }
  return settings;
}

/** Calls the messenger, queueing until its script has loaded (the stub the widget takes over). */
export function intercom(...args: IntercomCall): void {
  window.Intercom?.(...args);
}

function installQueue(): void {
  if (window.Intercom) return;
  const queue: IntercomCall[] = [];
  const stub: IntercomFunction = (...args) => {
    queue.push(args);
  };
  stub.q = queue;
  window.Intercom = stub;
}

function boot(appId: string, identity: ChatIdentity | null): void {
  intercom('onShow', chatOpened);
  intercom('onHide', chatClosed);
  intercom('onUnreadCountChange', unreadCountChanged);
  intercom('boot', bootSettings(appId, identity));
}

/**
 * Loads the messenger script from our bundle (no inline snippet, so the CSP needs no
 * 'unsafe-inline'), wires its callbacks to the launcher and boots it. A blocked or failing script
 * only costs the chat: the launcher stays hidden.
 */
export function loadMessenger(origin: string, appId: string, identity: ChatIdentity | null): void {
  if (document.getElementById(SCRIPT_ID)) return;
  installQueue();
  boot(appId, identity);
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = messengerScriptUrl(origin, appId);
  script.onload = () => chatReady();
  script.onerror = () => {
    console.warn('The chat messenger could not load');
    chatFailed();
  };
  document.head.appendChild(script);
}

/** Ends the messenger's session (Intercom clears its cookies), so the next person starts fresh. */
export function shutdownMessenger(): void {
  intercom('shutdown');
  chatRestarted();
}

/** Signs the messenger in or out when the customer changes after it booted. */
export function rebootMessenger(appId: string, identity: ChatIdentity | null): void {
  shutdownMessenger();
  boot(appId, identity);
}
