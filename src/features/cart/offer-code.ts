import {
  invalidCodeSet,
  normalizeOfferCode,
  rememberInvalidCode,
} from '@/domain/invalid-offer-codes';

/**
 * Which offer code a cart should carry (spec section 4): the URL's code first, then the cart's
 * own, then the shop's default. Codes that have failed before are skipped.
 */
export interface OfferSources {
  queryCode: string | null | undefined;
  cartCode: string | null | undefined;
  defaultCode: string;
}

export function offerCandidates(sources: OfferSources): string[] {
  const codes = [sources.queryCode, sources.cartCode, sources.defaultCode]
    .map((code) => (code ? normalizeOfferCode(code) : code))
    .filter((code): code is string => Boolean(code));
  return [...new Set(codes)];
}

export function chooseOfferCode(sources: OfferSources, invalid: Iterable<string>): string | null {
  const skip = invalidCodeSet(invalid);
  return offerCandidates(sources).find((code) => !skip.has(code)) ?? null;
}

/**
 * An offer applied without the customer typing it (the URL's, the default) must be a marketing
 * offer, and only for a customer without an active subscription.
 */
export function mayApplyAutomatically(
  offer: { category: string },
  customer: { hasActiveSubscription: boolean },
): boolean {
  return offer.category === 'MARKETING' && !customer.hasActiveSubscription;
}

/** The browser's record of failed codes (the cart keeps the server's: `invalid_codes`). */
const INVALID_KEY = 'ollie.invalidOfferCodes';
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function invalidOfferCodes(store: KeyValueStore | null): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(INVALID_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code) => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

export function markOfferCodeInvalid(store: KeyValueStore | null, code: string): void {
  if (!store) return;
  store.setItem(INVALID_KEY, JSON.stringify(rememberInvalidCode(invalidOfferCodes(store), code)));
}

/** Why the cart kept a better offer than the code a link brought (shown once at checkout). */
export const OFFER_NOTICE_KEY = 'ollie.offerNotice';
export interface OfferNoticeView {
  code: string;
  kept: string;
  message: string;
}

export function readOfferNotice(store: Pick<Storage, 'getItem'> | null): OfferNoticeView | null {
  try {
    const raw = store?.getItem(OFFER_NOTICE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<OfferNoticeView>) : null;
    return parsed && typeof parsed.code === 'string' && typeof parsed.message === 'string'
      ? (parsed as OfferNoticeView)
      : null;
  } catch {
    return null;
  }
}
