/**
 * The Flagship SDK behind the shop's flags. This module is imported lazily, and only when the
 * environment id and API key are configured, so the SDK never weighs on a page's first load.
 */
import { DecisionMode, Flagship, FSSdkStatus, LogLevel } from '@flagship.io/react-sdk';
import { isFlagName, FLAG_DEFAULTS, type FlagName } from './flags';
import { toAnswers, type ExperimentsSnapshot, type SdkState } from './flag-store';
import type { ExposedFlagMetadata } from './flagship-test-event';
import type { ContextValue } from './visitor-context';

/** The HTTP timeout of spec section 9, in seconds as the SDK counts it. */
const TIMEOUT_SECONDS = 2;

interface FlagLike {
  getValue<T>(defaultValue: T, visitorExposed?: boolean): unknown;
}

export interface VisitorLike {
  fetchFlags(): Promise<void>;
  getFlag(key: string): FlagLike;
  setConsent(hasConsented: boolean): void;
  updateContext(context: Record<string, ContextValue>): void;
  authenticate(visitorId: string): void;
  unauthenticate(): void;
}

/** The part of the SDK's `Flagship` class used here, so tests can hand in a stand-in. */
export interface FlagshipSdk {
  start(envId: string, apiKey: string, config: Record<string, unknown>): Promise<unknown>;
  getStatus(): FSSdkStatus;
  newVisitor(params: {
    visitorId: string;
    context: Record<string, ContextValue>;
    hasConsented: boolean;
    isAuthenticated: boolean;
    shouldSaveInstance: boolean;
  }): VisitorLike;
}

export function sdkState(status: FSSdkStatus): SdkState {
  switch (status) {
    case FSSdkStatus.SDK_INITIALIZED:
      return 'ready';
    case FSSdkStatus.SDK_PANIC:
      return 'panic';
    case FSSdkStatus.SDK_INITIALIZING:
      return 'starting';
    default:
      return 'not_initialized';
  }
}

export interface StartOptions {
  envId: string;
  apiKey: string;
  decisionApiUrl?: string;
  visitorId: string;
  context: Record<string, ContextValue>;
  consent: boolean;
  /** The signed-in customer's id, when there is one. */
  customerId: string | null;
  publish(snapshot: ExperimentsSnapshot): void;
  onExposed(metadata: ExposedFlagMetadata): void;
}

export interface ExperimentsClient {
  setConsent(consent: boolean): void;
  updateContext(context: Record<string, ContextValue>): Promise<void>;
  identify(customerId: string | null): Promise<void>;
  expose(name: FlagName): void;
}

export async function startFlagship(
  options: StartOptions,
  sdk: FlagshipSdk = Flagship as unknown as FlagshipSdk,
): Promise<ExperimentsClient | null> {
  const { publish } = options;
  publish({ state: 'starting', answers: {} });
  await sdk.start(options.envId, options.apiKey, {
    decisionMode: DecisionMode.DECISION_API,
    ...(options.decisionApiUrl ? { decisionApiUrl: options.decisionApiUrl } : {}),
    fetchNow: false,
    timeout: TIMEOUT_SECONDS,
    // Its warnings (a flag without a campaign, say) are normal here; errors still reach the console.
    logLevel: LogLevel.ERROR,
    reuseVisitorIds: false,
    disableDeveloperUsageTracking: true,
    onSdkStatusChanged: (status: FSSdkStatus) => {
      if (status === FSSdkStatus.SDK_PANIC) publish({ state: 'panic', answers: {} });
    },
    onVisitorExposed: ({ fromFlag }: { fromFlag: { metadata: ExposedFlagMetadata } }) =>
      options.onExposed(fromFlag.metadata),
  });
  if (sdkState(sdk.getStatus()) === 'not_initialized') {
    publish({ state: 'not_initialized', answers: {} });
    return null;
  }

  const visitor = sdk.newVisitor({
    visitorId: options.visitorId,
    context: options.context,
    hasConsented: options.consent,
    isAuthenticated: false,
    shouldSaveInstance: false,
  });
  let customerId: string | null = null;
  let lastContext = JSON.stringify(options.context);

  const refresh = async () => {
    try {
      await visitor.fetchFlags();
    } catch {
      // The SDK keeps the last answers (or none); the defaults cover the rest.
    }
    const state = sdkState(sdk.getStatus());
    const values: Record<string, unknown> = {};
    if (state === 'ready') {
      for (const name of Object.keys(FLAG_DEFAULTS) as FlagName[]) {
        values[name] = visitor.getFlag(name).getValue(FLAG_DEFAULTS[name], false);
      }
    }
    publish({ state, answers: toAnswers(values) });
  };

  const identify = async (next: string | null) => {
    if (next === customerId) return;
    // Authenticating moves the anonymous id aside; unauthenticating brings it back.
    if (next) visitor.authenticate(next);
    else visitor.unauthenticate();
    customerId = next;
    await refresh();
  };

  if (options.customerId) {
    visitor.authenticate(options.customerId);
    customerId = options.customerId;
  }
  await refresh();

  return {
    setConsent: (consent) => visitor.setConsent(consent),
    updateContext: async (context) => {
      const next = JSON.stringify(context);
      if (next === lastContext) return;
      lastContext = next;
      visitor.updateContext(context);
      await refresh();
    },
    identify,
    // Reading the value with exposure on is how the SDK wants it: it only reports a flag whose value
    // was read through the same flag object.
    expose: (name) => {
      if (isFlagName(name)) visitor.getFlag(name).getValue(FLAG_DEFAULTS[name], true);
    },
  };
}
