import { serverEnv } from '@/env/server';

/** Every link in an email is absolute, on the site's public origin (NEXT_PUBLIC_SITE_URL). */
export function absoluteUrl(path: string): string {
  return `${serverEnv().siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export const myPlanUrl = () => absoluteUrl('/account/');
/** Each pup's grams per meal and first week, a page made to print (account only). */
export const feedingGuideUrl = () => absoluteUrl('/account/feeding-guide/');
export const updateCardUrl = () => absoluteUrl('/account/edit-payment/');

/** Where a customer confirms a payment their bank wants authenticated (3-D Secure). */
export const authenticatePaymentUrl = (paymentIntentId: string) =>
  absoluteUrl(
    `/account/authenticate-payment/?payment_intent=${encodeURIComponent(paymentIntentId)}`,
  );

/** The renewal reminder's one-click skip: a page that asks before it skips (see skip-links). */
export const skipBoxUrl = (token: string) =>
  absoluteUrl(`/skip-box/?token=${encodeURIComponent(token)}`);
