/**
 * Every SWR cache key of the storefront, made here and nowhere else: two screens showing the same
 * resource (the plan step's and the checkout's cart) read and write one cache entry, so a change
 * saved on one is what the other shows. A key is the resource's name and what identifies it.
 */
export const swrKeys = {
  cart: (customerId: number) => ['cart', customerId] as const,
  customer: (customerId: number) => ['customer', customerId] as const,
  address: (customerId: number) => ['address', customerId] as const,
  paymentMethods: (customerId: number) => ['payment-methods', customerId] as const,
  subscriptions: (customerId: number) => ['subscriptions', customerId] as const,
  orders: (customerId: number) => ['orders', customerId] as const,
  order: (customerId: number, orderOrPayment: string | number | undefined) =>
    ['order', customerId, orderOrPayment] as const,
  firstBoxDates: (customerId: number) => ['first-box-dates', customerId] as const,
  referrals: (customerId: number) => ['referrals', customerId] as const,
  paymentAuthentications: (customerId: number) => ['payment-authentications', customerId] as const,
  paymentAuthentication: (customerId: number, paymentId: string) =>
    ['payment-authentication', customerId, paymentId] as const,
  renewalConsents: (customerId: number) => ['renewal-consents', customerId] as const,
  claims: (customerId: number) => ['claims', customerId] as const,
  claimQuote: (orderId: number, problem: string, lines: unknown) =>
    ['claim-quote', orderId, problem, lines] as const,
  addonsQuote: (subscriptionId: number, addons: unknown) =>
    ['addons-quote', subscriptionId, JSON.stringify(addons)] as const,
  reactivationTerms: (subscriptionId: number, deliveryDate: string, couponCode: string) =>
    ['reactivation-terms', subscriptionId, deliveryDate, couponCode] as const,
  cancelOffer: (subscriptionId: number, reason: string) =>
    ['cancel-offer', subscriptionId, reason] as const,
  /** A setup intent is single-use: each page visit (and each retry) asks for its own. */
  cardSetup: (customerId: number, visit: string, round: number) =>
    ['card-setup', customerId, visit, round] as const,
  coupon: (code: string) => ['coupon', code] as const,
  recommendations: (petId: number, offerCode: string | null | undefined) =>
    ['recommendations', petId, offerCode ?? null] as const,
  // The back office's fulfilment screens.
  fulfilmentDates: (page: number) => ['fulfilment-dates', page] as const,
  fulfilmentDate: (date: string) => ['fulfilment-date', date] as const,
  fulfilmentPickList: (date: string) => ['fulfilment-pick-list', date] as const,
  fulfilmentBoxes: (date: string, page: number) => ['fulfilment-boxes', date, page] as const,
  fulfilmentSlips: (date: string, page: number) => ['fulfilment-slips', date, page] as const,
  fulfilmentForecast: (date: string, page: number) => ['fulfilment-forecast', date, page] as const,
  capacityDays: () => ['capacity-days'] as const,
  productionPlan: (cookDate: string) => ['production-plan', cookDate] as const,
  // The back office's customer page.
  customerTimeline: (customerId: number) => ['customer-timeline', customerId] as const,
  adminReactivationTerms: (customerId: number, subscriptionId: number) =>
    ['admin-reactivation-terms', customerId, subscriptionId] as const,
} as const;

const FULFILMENT_OF_DATE = new Set([
  'fulfilment-date',
  'fulfilment-pick-list',
  'fulfilment-boxes',
  'fulfilment-slips',
  'fulfilment-forecast',
]);

/** Matchers for a cache-wide `mutate(matcher)`: every entry of one resource family. */
export const swrKeyMatchers = {
  /**
   * Every fulfilment entry of a delivery date (its counts, pick list and pages of boxes) and the
   * list of dates, whose counts a whole-date action changes too.
   */
  fulfilmentOfDate: (date: string) => (key: unknown) =>
    Array.isArray(key) &&
    (key[0] === 'fulfilment-dates' ||
      (FULFILMENT_OF_DATE.has(key[0] as string) && key[1] === date)),
} as const;
