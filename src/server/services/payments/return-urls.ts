import { serverEnv } from '@/env/server';

/**
 * Where a bank's 3-D Secure page sends the customer back to (spec section 9: the payment return
 * addresses /confirmation and /account on the shop's own address, http only locally): a first
 * payment returns to its confirmation, a card saved from the account to the account.
 */
export function paymentReturnUrl(kind: 'payment' | 'setup'): string {
  const site = serverEnv().siteUrl.replace(/\/$/, '');
  return `${site}${kind === 'payment' ? '/confirmation/' : '/account/'}`;
}
