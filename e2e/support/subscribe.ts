/**
 * `subscribe(page, email, pup)`: a subscribed customer signed in on My plan, for journeys that
 * start after the purchase. Made through the API (the calls the quiz and checkout make), not by
 * clicking through them again: checkout.spec.ts, charged-amounts.spec.ts and the account journey
 * walk the purchase in the UI.
 */
export { subscribeThroughApi as subscribe } from './api-customer';
