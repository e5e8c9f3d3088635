import type { Database } from '@/server/db/client';
import { orderItems, orders, subscriptions, type SubscriptionAddon } from '@/server/db/schema';
import { firstDeliveryOptions, shopToday } from '@/domain/delivery-schedule';
import { planSku } from '@/domain/plan-sku';
import { saveAddress } from '@/server/services/customers/address';
import { SHIPPING } from '../helpers/checkout-fixtures';
import { createSignedInCustomer } from './customers';
import { createPet } from './pets';
import { clockNow } from '@/server/clock';

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
      nextDeliveryDate: options.nextDeliveryDate ?? firstDeliveryOptions(shopToday(clockNow()))[5]!,
      addons: options.addons ?? [],
    })
    .returning();
  return { ...signedIn, pet, subscription: row! };
}

/** A box already ordered (paid) for a pup, arriving on `deliveryDate`: a box on its way. */
export async function createBoxOnItsWay(
  db: Database,
  customerId: number,
  petId: number,
  deliveryDate: string,
) {
  const [order] = await db
    .insert(orders)
    .values({
      customerId,
      kind: 'renewal',
      status: 'paid',
      subtotalCents: 10000,
      totalCents: 10000,
      shippingAddress: {
        first_name: SHIPPING.first_name,
        last_name: SHIPPING.last_name,
        address1: SHIPPING.address1,
        address2: SHIPPING.address2,
        city: SHIPPING.city,
        state: SHIPPING.state,
        zip_code: SHIPPING.zip_code,
        phone: SHIPPING.phone,
      },
      deliveryDate,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    petId,
    sku: 'FR_PLAN',
    productType: 'FR',
    productName: 'Plan',
    quantity: 1,
    unitCents: 10000,
    totalCents: 10000,
  });
  return order!;
}
