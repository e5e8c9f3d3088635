import { currentConsent, subscribeConsent, whenConsented } from '../consent/consent-store';
import { whenIdle } from '../when-idle';

export interface RumConfig {
  applicationId?: string;
  clientToken?: string;
  site: string;
  appEnv: string;
  proxy?: string;
}

/** The part of @datadog/browser-rum used here, so tests can hand in a stand-in. */
export interface RumSdk {
  init(options: Record<string, unknown>): void;
  setTrackingConsent(consent: 'granted' | 'not-granted'): void;
  startSessionReplayRecording(): void;
  stopSessionReplayRecording(): void;
  setUser(user: { id: string }): void;
  clearUser(): void;
}

let started: RumSdk | null = null;
let customerId: string | null = null;

/** Sessions carry the signed-in customer's id and nothing else about them (no email, no name). */
function applyUser(rum: RumSdk): void {
  if (customerId) rum.setUser({ id: customerId });
  else rum.clearUser();
}

/** Tells RUM who is signed in (null after sign-out); remembered until RUM has started. */
export function identifyRumUser(id: string | null): void {
  if (id === customerId) return;
  customerId = id;
  if (started) applyUser(started);
}

const configured = (config: RumConfig) =>
  Boolean(config.applicationId && config.clientToken) && config.appEnv !== 'local';

/** RUM with session replay for every session (spec section 9), inputs masked in the replays. */
export function rumOptions(config: RumConfig): Record<string, unknown> {
  return {
    applicationId: config.applicationId,
    clientToken: config.clientToken,
    site: config.site,
    service: 'ollie-storefront',
    env: config.appEnv,
    sessionSampleRate: 100,
    sessionReplaySampleRate: 100,
    defaultPrivacyLevel: 'mask-user-input',
    trackingConsent: 'granted',
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    ...(config.proxy ? { proxy: config.proxy } : {}),
  };
}

const importRum = async (): Promise<RumSdk> =>
  (await import('@datadog/browser-rum')).datadogRum as unknown as RumSdk;

/**
 * Datadog RUM and session replay: only when configured outside the local environment, only after
 * the visitor allows tracking, imported once the page is idle. Withdrawing consent later stops the
 * recording and the tracking; a failure to load only costs the monitoring, never the page.
 */
export function loadRum(config: RumConfig, load: () => Promise<RumSdk> = importRum): () => void {
  if (!configured(config)) return () => undefined;
  // Cleared by the returned function, e.g. when React re-runs the effect in development.
  let active = true;
  let stopWatching = () => {};
  const cancelWait = whenConsented(() => {
    whenIdle(() => {
      if (!active) return;
      load()
        .then((rum) => {
          // The choice may have changed (or the effect been cleaned up) while the SDK was loading.
          if (!active || currentConsent() !== 'granted') return;
          rum.init(rumOptions(config));
          started = rum;
          if (customerId) applyUser(rum);
          stopWatching = subscribeConsent(() => {
            if (currentConsent() === 'granted') {
              rum.setTrackingConsent('granted');
              rum.startSessionReplayRecording();
            } else {
              rum.stopSessionReplayRecording();
              rum.setTrackingConsent('not-granted');
            }
          });
        })
        .catch((error: unknown) => console.warn('Real user monitoring could not start', error));
    });
  });
  return () => {
    active = false;
    cancelWait();
    stopWatching();
  };
}

/** Only for tests. */
export function resetRumForTests(): void {
  started = null;
  customerId = null;
}
