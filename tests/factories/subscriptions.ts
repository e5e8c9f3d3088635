import type { Database } from '@/server/db/client';
import { subscriptions, type SubscriptionAddon } from '@/server/db/schema';
import { firstDeliveryOptions, shopToday } from '@/server/domain/delivery-schedule';
import { planSku } from '@/server/domain/plan-sku';
import { saveAddress } from '@/server/services/customers/address';
import { SHIPPING } from '../helpers/checkout-fixtures';
import { createSignedInCustomer } from './customers';
import { createPet } from './pets';

/** An active customer with an address and one pup on a fresh chicken plan of two-week boxes. */
export async function createSubscribedCustomer(
  db: Database,
  options: {
    nextDeliveryDate?: string;
    addons?: SubscriptionAddon[];
    state?: string;
    weeksOfFood?: number;
  } = {},
) {
  const signedIn = await createSignedInCustomer(db, { status: 'active' });
  await saveAddress(db, signedIn.customer.id, {
    ...SHIPPING,
    state: (options.state ?? SHIPPING.state) as typeof SHIPPING.state,
  });
  const pet = await createPet(db, signedIn.customer.id);
  const [row] = await db
    .insert(subscriptions)
    .values({
      customerId: signedIn.customer.id,
      petId: pet.id,
      sku: planSku('FR', pet.kcalories_per_day, { fresh: ['chicken'], dry: [] }),
      weeksOfFood: options.weeksOfFood ?? 2,
      nextDeliveryDate: options.nextDeliveryDate ?? firstDeliveryOptions(shopToday())[5]!,
      addons: options.addons ?? [],
    })
    .returning();
  return { ...signedIn, pet, subscription: row! };
}
