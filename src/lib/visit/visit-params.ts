/**
 * What a visit's query parameters leave behind in the browser (spec sections 2 and 4): a one-day
 * screening session for flow=weight_web_acquisition, the app-session flag, the campaign id and the
 * offer code. Pure functions over a Storage, so they are testable and SSR-safe.
 */
import type { KeyValueStore } from './browser-store';

// browserStore is a module of its own (the quiz's first load needs only it); re-exported here.
export { browserStore } from './browser-store';

export const SCREENING_FLOW = 'weight_web_acquisition';
export const SCREENING_SESSION_MS = 24 * 60 * 60 * 1000;

export const STORAGE_KEYS = {
  screening: 'ollie.screeningSession',
  appSession: 'ollie.isAppSession',
  campaign: 'ollie.campaignId',
  offerCode: 'ollie.offerCode',
} as const;

export interface ScreeningSession {
  flow: string;
  result: string | null;
  /** Epoch milliseconds. */
  expire: number;
}

type Query = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

const TRUE_WORDS = new Set(['', 'true', '1', 'yes']);

/** Remembers what this visit's query says; parameters that are absent leave earlier values alone. */
export function rememberVisit(query: Query, store: KeyValueStore, now = Date.now()): void {
  const flow = single(query.flow);
  if (flow === SCREENING_FLOW) {
    const session: ScreeningSession = {
      flow,
      result: single(query.result) ?? null,
      expire: now + SCREENING_SESSION_MS,
    };
    store.setItem(STORAGE_KEYS.screening, JSON.stringify(session));
  }
  const app = query.isAppSession;
  if (app !== undefined) {
    const value = (Array.isArray(app) ? app[0] : app) ?? '';
    if (TRUE_WORDS.has(value.toLowerCase())) store.setItem(STORAGE_KEYS.appSession, 'true');
    else store.removeItem(STORAGE_KEYS.appSession);
  }
  const campaign = single(query.campaignid) ?? single(query.utm_campaign);
  if (campaign && /^[\w.-]{1,100}$/.test(campaign)) store.setItem(STORAGE_KEYS.campaign, campaign);
  const offer = single(query.offer_code);
  if (offer && /^[A-Za-z0-9_-]{1,40}$/.test(offer))
    store.setItem(STORAGE_KEYS.offerCode, offer.toUpperCase());
}

/** The screening session while it lasts; an expired one is removed. */
export function screeningSession(store: KeyValueStore, now = Date.now()): ScreeningSession | null {
  const raw = store.getItem(STORAGE_KEYS.screening);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as ScreeningSession;
    if (typeof session.expire === 'number' && session.expire > now && session.flow) return session;
  } catch {
    // A damaged entry is treated as none.
  }
  store.removeItem(STORAGE_KEYS.screening);
  return null;
}

export const isAppSession = (store: KeyValueStore) =>
  store.getItem(STORAGE_KEYS.appSession) === 'true';
export const campaignId = (store: KeyValueStore) => store.getItem(STORAGE_KEYS.campaign);
export const queryOfferCode = (store: KeyValueStore) => store.getItem(STORAGE_KEYS.offerCode);
