import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentMethodView } from '@/contracts/payments';
import type { Database } from '@/server/db/client';
import { paymentMethods } from '@/server/db/schema';
import type { PaymentProvider } from '@/server/payments';
import { clockNow } from '@/server/clock';
import { cardConfirmed, checkCardWithBank } from './card-check';
import {
  createPaymentMethod,
  findOwnPaymentMethod,
  makeDefault,
  toPaymentMethodView,
} from './payment-methods-service';

/**
 * POST …/payment_methods/ as a customer's own call: the card is listed at once, but it is not the
 * default (nor made one) until the provider has confirmed it can be charged (makeDefaultChecked).
 */
export async function addCard(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  input: { card_token: string },
): Promise<PaymentMethodView> {
  const card = await createPaymentMethod(db, provider, customerId, input);
  const [row] = await db
    .update(paymentMethods)
    .set({ savedAt: clockNow() })
    .where(and(eq(paymentMethods.id, card.id), isNull(paymentMethods.savedAt)))
    .returning();
  return row ? toPaymentMethodView(row) : card;
}

/** PUT …/default/: a card becomes the default only once the provider confirmed it can be charged. */
export async function makeDefaultChecked(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  methodId: number,
) {
  const card = await findOwnPaymentMethod(db, customerId, methodId, { saved: true });
  if (!(await cardConfirmed(db, card.id))) await checkCardWithBank(db, provider, customerId, card);
  await makeDefault(db, customerId, card.id);
}
