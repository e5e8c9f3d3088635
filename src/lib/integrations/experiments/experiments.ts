import { currentConsent } from '../consent/consent-store';
import { reportFlagshipTest } from './flagship-test-event';
import { publishExperiments } from './flag-store';
import type { FlagName } from '@/config/flags';
import type { ExperimentsClient, startFlagship } from './flagship-client';
import type { ContextValue } from './visitor-context';
import { ensureVisitorId } from './visitor-id';

export interface ExperimentsConfig {
  envId?: string;
  apiKey?: string;
  decisionApiUrl?: string;
}

export interface VisitorState {
  consent: boolean;
  customerId: string | null;
  context: Record<string, ContextValue>;
}

/** Imports the SDK wrapper; a separate chunk, so pages without Flagship never download it. */
export type LoadFlagship = () => Promise<{ startFlagship: typeof startFlagship }>;
const loadFlagship: LoadFlagship = () => import('./flagship-client');

let client: Promise<ExperimentsClient | null> | null = null;
const exposed = new Set<FlagName>();

/**
 * Starts Flagship once, when both the environment id and API key are configured; without either
 * the SDK stays not initialized and every flag keeps its default. Any failure (script, network,
 * panic) also leaves the defaults in place: flags can never break a page.
 */
export function startExperiments(
  visitor: VisitorState,
  config: ExperimentsConfig,
  load: LoadFlagship = loadFlagship,
): Promise<ExperimentsClient | null> {
  const { envId, apiKey } = config;
  if (!envId || !apiKey) return Promise.resolve(null);
  client ??= load()
    .then(({ startFlagship }) =>
      startFlagship({
        envId,
        apiKey,
        decisionApiUrl: config.decisionApiUrl,
        visitorId: ensureVisitorId(document, window.location.protocol === 'https:'),
        ...visitor,
        publish: publishExperiments,
        onExposed: reportFlagshipTest,
      }),
    )
    .catch((error: unknown) => {
      console.warn('Experiments could not start; flags keep their defaults', error);
      publishExperiments({ state: 'not_initialized', answers: {} });
      return null;
    });
  return client;
}

/** Brings a started SDK up to date with consent, sign-in and context; a no-op otherwise. */
export function syncExperiments(visitor: VisitorState): void {
  void client?.then(async (started) => {
    if (!started) return;
    started.setConsent(visitor.consent);
    await started.identify(visitor.customerId);
    await started.updateContext(visitor.context);
  });
}

/**
 * Tells Flagship the visitor saw a flag, once per flag and page load, and only with consent: an
 * exposure is tracking (an activation hit and the 'Flagship Test' analytics event).
 */
export function exposeFlag(name: FlagName): void {
  if (!client || exposed.has(name) || currentConsent() !== 'granted') return;
  exposed.add(name);
  void client.then((started) => started?.expose(name));
}

/** Only for tests. */
export function resetExperimentsClientForTests(): void {
  client = null;
  exposed.clear();
}
