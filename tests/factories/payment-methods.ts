import type { Database } from '@/server/db/client';
import { getPaymentProvider } from '@/server/payments';
import {
  createPaymentMethod,
  keepCardOnFile,
} from '@/server/services/payments/payment-methods-service';

/**
 * A card kept on file, as after a payment or setup with it succeeded. Saving a declining test
 * card this way stands for a card that was good when saved and is refused now (renewals).
 */
export async function saveCardOnFile(db: Database, customerId: number, cardToken = 'pm_card_visa') {
  const card = await createPaymentMethod(db, getPaymentProvider(db), customerId, {
    card_token: cardToken,
  });
  await keepCardOnFile(db, customerId, card.id);
  return { ...card, is_default: true };
}
