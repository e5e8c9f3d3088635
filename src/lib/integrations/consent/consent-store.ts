/**
 * The visitor's cookie choice, shared by the banner, the footer's "Cookie settings" button and
 * every integration that tracks (analytics, RUM and session replay, experiment tracking).
 *
 * The choice lives in a first-party cookie for 180 days, so it is remembered across visits and
 * could be read by the server. Nothing here loads or sends anything: integrations subscribe and
 * start themselves only once consent is granted.
 */
export type ConsentChoice = 'granted' | 'denied';
export type ConsentState = ConsentChoice | 'unset';

export const CONSENT_COOKIE = 'ollie_consent';
/** On <html> once a choice is stored: set by the early script on load and by chooseConsent. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The choice recorded in a `document.cookie`-style header; anything unexpected counts as unset. */
export function parseConsent(cookieHeader: string): ConsentState {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'granted' || value === 'denied')) return value;
  }
  return 'unset';
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const attributes = [`Path=/`, `Max-Age=${CONSENT_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${CONSENT_COOKIE}=${choice}; ${attributes.join('; ')}`;
}

export interface ConsentSnapshot {
  /** False on the server and while hydrating: the choice is only known in the browser. */
  known: boolean;
  consent: ConsentState;
  /** The banner was reopened from "Cookie settings". */
  settingsOpen: boolean;
}

const SERVER_SNAPSHOT: ConsentSnapshot = { known: false, consent: 'unset', settingsOpen: false };
let snapshot: ConsentSnapshot | null = null;
const listeners = new Set<() => void>();

function readCookie(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

function publish(next: ConsentSnapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function getConsentSnapshot(): ConsentSnapshot {
  if (typeof document === 'undefined') return SERVER_SNAPSHOT;
  snapshot ??= { known: true, consent: parseConsent(readCookie()), settingsOpen: false };
  return snapshot;
}

export const getServerConsentSnapshot = () => SERVER_SNAPSHOT;

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice ('unset' on the server). */
export const currentConsent = (): ConsentState => getConsentSnapshot().consent;

/** Records the visitor's choice, remembers it in the cookie and closes the banner. */
export function chooseConsent(choice: ConsentChoice): void {
  try {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  } catch {
    // Cookies blocked: the choice holds for this page view only.
  }
  // As the early script marks a page loaded with a stored choice (the banner's styles read it).
  document.documentElement?.setAttribute(CONSENT_CHOSEN_ATTRIBUTE, '');
  publish({ known: true, consent: choice, settingsOpen: false });
}

/** Reopens the banner so the visitor can change their choice. */
export function openConsentSettings(): void {
  publish({ ...getConsentSnapshot(), settingsOpen: true });
}

/**
 * Runs `start` once consent is granted: straight away when it already is, otherwise on the first
 * grant. Returns a function that cancels the wait.
 */
export function whenConsented(start: () => void): () => void {
  if (currentConsent() === 'granted') {
    start();
    return () => undefined;
  }
  const unsubscribe = subscribeConsent(() => {
    if (currentConsent() !== 'granted') return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}

/** Only for tests: forget the cached choice so the next read looks at the cookie again. */
export function resetConsentForTests(): void {
  snapshot = null;
  listeners.clear();
}
