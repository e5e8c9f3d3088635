import type { Database } from '@/server/db/client';
import { planSku } from '@/domain/plan-sku';
import { updateCart } from '@/server/services/cart/cart-service';
import { saveAddress } from '@/server/services/customers/address';
import { hashPassword } from '@/server/auth/passwords';
import { customers } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { createSignedInCustomer } from '../factories/customers';
import { createPet } from '../factories/pets';

export const SHIPPING = {
  first_name: 'Maya',
  last_name: 'Stone',
  address1: '12 Bark Street',
  address2: '',
  city: 'Portland',
  state: 'OR' as const,
  zip_code: '97201',
  phone: '5035550142',
  is_sms: false,
  is_residential: true,
};

/** A signed-in customer with a password, an address, a pup and that pup's plan in the cart. */
export async function customerReadyToPay(db: Database, options: { password?: boolean } = {}) {
  const { customer, token } = await createSignedInCustomer(db);
  if (options.password !== false) {
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword('walks in the rain') })
      .where(eq(customers.id, customer.id));
  }
  await saveAddress(db, customer.id, SHIPPING);
  const pet = await createPet(db, customer.id);
  const sku = planSku('FR', pet.kcalories_per_day, { fresh: ['chicken', 'turkey'], dry: [] });
  const cart = await updateCart(db, customer.id, {
    subscriptions: { [String(pet.id)]: { sku, addons: [] } },
    line_items: [{ sku: 'ZOOMIES01', quantity: 1, frequency: 1, recurrence: true, pet_id: null }],
    coupon_code: 'WELCOME50',
  });
  return { customer, token, pet, cart };
}
