import { isAppSession, screeningSession, type ScreeningSession } from '@/lib/visit/visit-params';

export const APP_ACQUISITION_FLOW = 'app_acquisition';

export interface FlowAttribution {
  flow?: string;
  result?: string;
}

type KeyValueStore = Parameters<typeof screeningSession>[0];

/**
 * Which acquisition flow an event belongs to (spec section 4): a visit from the mobile app is
 * app_acquisition; otherwise the live screening session's flow and result; otherwise none.
 */
export function flowAttribution(
  appSession: boolean,
  screening: Pick<ScreeningSession, 'flow' | 'result'> | null,
): FlowAttribution {
  if (appSession) return { flow: APP_ACQUISITION_FLOW };
  if (!screening) return {};
  return screening.result
    ? { flow: screening.flow, result: screening.result }
    : { flow: screening.flow };
}

/** The attribution recorded in this browser's storage. */
export function storedFlowAttribution(store: KeyValueStore | null, now = Date.now()) {
  if (!store) return {};
  try {
    return flowAttribution(isAppSession(store), screeningSession(store, now));
  } catch {
    return {};
  }
}
