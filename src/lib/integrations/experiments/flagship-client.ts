/**
 * The Flagship SDK behind the shop's flags. This module is imported lazily, and only when the
 * environment id and API key are configured, so the SDK never weighs on a page's first load.
 */
import {
  DecisionMode,
  Flagship,
  FSFetchStatus,
  FSSdkStatus,
  LogLevel,
  type FlagsStatus,
} from '@flagship.io/react-sdk';
import { isFlagName, FLAG_DEFAULTS, type FlagName } from '@/config/flags';
import { toAnswers, type ExperimentsSnapshot, type SdkState } from './flag-store';
import type { ExposedFlagMetadata } from './flagship-test-event';
import type { ContextValue } from './visitor-context';

/** The HTTP timeout of spec section 9, in seconds as the SDK counts it. */
const TIMEOUT_SECONDS = 2;
/** Spec section 9 de-duplicates hits over 2 s; the SDK's own default is 2.5 s. */
const HIT_DEDUPLICATION_SECONDS = 2;

interface FlagLike {
  /** False for a flag in none of the visitor's campaigns: its value would just be our default. */
  exists(): boolean;
  getValue<T>(defaultValue: T, visitorExposed?: boolean): unknown;
}

export interface VisitorLike {
  /** The SDK swallows a failed fetch and records it here instead. */
  readonly flagsStatus: FlagsStatus;
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
    hitDeduplicationTime: HIT_DEDUPLICATION_SECONDS,
    // Its warnings (a flag without a campaign, say) are normal here; errors still reach the console.
    logLevel: LogLevel.ERROR,
    reuseVisitorIds: false,
    disableDeveloperUsageTracking: true,
    onSdkStatusChanged: (status: FSSdkStatus) => {
      if (status === FSSdkStatus.SDK_PANIC) publish({ state: 'panic', answers: {} });
    },
    // Called only when an activation was actually sent, which the SDK never does without consent.
    onVisitorExposed: ({ fromFlag }: { fromFlag?: { metadata?: ExposedFlagMetadata } }) => {
      if (fromFlag?.metadata) options.onExposed(fromFlag.metadata);
    },
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
  let consent = options.consent;
  let lastContext = JSON.stringify(options.context);

  const refresh = async () => {
    let fetched = true;
    try {
      await visitor.fetchFlags();
    } catch {
      fetched = false;
    }
    // The SDK swallows a failed decision request and leaves the fetch "required" instead.
    fetched &&= visitor.flagsStatus?.status !== FSFetchStatus.FETCH_REQUIRED;
    const sdkNow = sdkState(sdk.getStatus());
    const values: Record<string, unknown> = {};
    if (sdkNow === 'ready') {
      for (const name of Object.keys(FLAG_DEFAULTS) as FlagName[]) {
        const flag = visitor.getFlag(name);
        // Read without exposure: a flag counts as seen only when a component renders it.
        if (flag.exists()) values[name] = flag.getValue(FLAG_DEFAULTS[name], false);
      }
    }
    const answers = toAnswers(values);
    // A failed fetch with nothing cached from an earlier visit is the spec's failed first poll:
    // not initialized, so the defaults apply and nothing is exposed on the strength of it.
    const failed = !fetched && Object.keys(answers).length === 0;
    publish({ state: failed ? 'not_initialized' : sdkNow, answers });
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
    // Every setConsent call sends Flagship a consent hit, so only a change is passed on.
    setConsent: (next) => {
      if (next === consent) return;
      consent = next;
      visitor.setConsent(next);
    },
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
