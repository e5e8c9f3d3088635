/**
 * The browser's view of the NextAuth session, fetched once per page load from
 * GET /api/auth/session/ and shared by every component through useSyncExternalStore.
 * (next-auth/react's provider would do the same but costs ~15 kB on every page.)
 */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionUser {
  id?: number;
  email?: string;
  first_name?: string;
  access_token?: string;
  /** When the access token stops working (ISO); the session hands out a new one before then. */
  access_token_expires?: string;
}

export interface SessionSnapshot {
  status: AuthStatus;
  user: SessionUser | null;
}

const LOADING: SessionSnapshot = { status: 'loading', user: null };
const SIGNED_OUT: SessionSnapshot = { status: 'unauthenticated', user: null };

let snapshot: SessionSnapshot = LOADING;
let inFlight: Promise<SessionSnapshot> | null = null;
const listeners = new Set<() => void>();

/** How long before its token expires the session is asked again (the server renews within 10). */
export const RENEW_BEFORE_MS = 5 * 60_000;
let renewal: ReturnType<typeof setTimeout> | undefined;

/**
 * Asks the session again shortly before the access token expires, so the page has a fresh one
 * before it needs it. (A tab asleep past that time gets a 401 and renews then: browserApiClient.)
 */
function scheduleRenewal(user: SessionUser | null): void {
  clearTimeout(renewal);
  renewal = undefined;
  const expires = user?.access_token_expires ? Date.parse(user.access_token_expires) : NaN;
  if (Number.isNaN(expires)) return;
  const wait = Math.max(expires - RENEW_BEFORE_MS - Date.now(), 30_000);
  renewal = setTimeout(() => void refreshSession(), wait);
}

function publish(next: SessionSnapshot): SessionSnapshot {
  snapshot = next;
  scheduleRenewal(next.user);
  listeners.forEach((listener) => listener());
  return next;
}

export function toSnapshot(body: unknown): SessionSnapshot {
  const user = (body as { user?: SessionUser } | null)?.user;
  return user?.id && user.access_token ? { status: 'authenticated', user } : SIGNED_OUT;
}

/** Fetches the session again (after login, logout or a profile change) and tells every subscriber. */
export function refreshSession(): Promise<SessionSnapshot> {
  inFlight ??= fetch('/api/auth/session/', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => publish(toSnapshot(body)))
    .catch(() => publish(SIGNED_OUT))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (snapshot === LOADING && !inFlight) void refreshSession();
  return () => listeners.delete(listener);
}

export const getSnapshot = () => snapshot;
export const getServerSnapshot = () => LOADING;

/** Only for tests. */
export function resetSessionStore(next: SessionSnapshot = LOADING): void {
  inFlight = null;
  publish(next);
}
