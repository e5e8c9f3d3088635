import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { paymentMethods } from '@/server/db/schema';
import type { ProviderPaymentMethod } from '@/server/payments';

/**
 * A saved card the card network refreshed (Stripe's `payment_method.automatically_updated`, read
 * back from the provider): the same payment method now has a new expiry and maybe new last four
 * digits. The shop's copy follows, so My plan shows the card as it is and the card-expiry warning
 * is not sent for a card that no longer runs out.
 */
export async function refreshSavedCard(
  db: Database,
  method: ProviderPaymentMethod,
): Promise<number> {
  const updated = await db
    .update(paymentMethods)
    .set({
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
      last4: method.card.last4,
      ...(method.card.fingerprint ? { fingerprint: method.card.fingerprint } : {}),
    })
    .where(eq(paymentMethods.cardToken, method.id))
    .returning({ id: paymentMethods.id });
  return updated.length;
}
