/**
 * The anonymous visitor id Flagship buckets a visitor by, kept in a first-party cookie for 13
 * months so a visitor sees the same variation on every page and visit. It is a random id and
 * nothing else; no hit is sent with it before consent (see experiments.ts).
 */
export const VISITOR_ID_COOKIE = 'ollie_visitor_id';
const MAX_AGE_SECONDS = 395 * 24 * 60 * 60;
const VALID_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const isValidVisitorId = (value: unknown): value is string =>
  typeof value === 'string' && VALID_ID.test(value);

export function readVisitorId(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_ID_COOKIE && isValidVisitorId(value)) return value;
  }
  return null;
}

export const visitorIdCookie = (id: string, secure: boolean) =>
  `${VISITOR_ID_COOKIE}=${id}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

interface CookieJar {
  cookie: string;
}

/** The id from the cookie, or a new one that is stored there for the next page and visit. */
export function ensureVisitorId(
  jar: CookieJar,
  secure: boolean,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const existing = readVisitorId(jar.cookie);
  if (existing) return existing;
  const id = newId();
  if (!isValidVisitorId(id))
    throw new Error('A visitor id must be 8 to 64 letters, digits, - or _');
  jar.cookie = visitorIdCookie(id, secure);
  return id;
}
