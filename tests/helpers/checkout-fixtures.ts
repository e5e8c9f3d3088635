import type { Database } from '@/server/db/client';
import { planSku } from '@/domain/plan-sku';
import { TERMS_VERSION } from '@/domain/renewal-terms';
import { updateCart } from '@/server/services/cart/cart-service';
import { saveAddress } from '@/server/services/customers/address';
import { hashPassword } from '@/server/auth/passwords';
import { customers } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { createSignedInCustomer } from '../factories/customers';
import { createPet } from '../factories/pets';

/** The tick on the renewal terms every checkout must carry (`renewal_terms_accepted`). */
export const RENEWAL_CONSENT = { renewal_terms_accepted: true } as const;

/** What the checkout route records of that tick, for tests that call the service directly. */
export const CONSENT_EVIDENCE = {
  terms_version: TERMS_VERSION,
  accepted_at: '2026-11-23T12:00:00.000Z',
  ip_address: '203.0.113.7',
  user_agent: 'vitest',
};

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

// One scrypt hash per test process, shared by every customer made here (as tests/helpers/staff.ts
// does): a hash costs 32 MiB and 0.2-1.3 s of CPU, and these customers only need to sign in.
let sharedHash: Promise<string> | undefined;

/** A signed-in customer with a password, an address, a pup and that pup's plan in the cart. */
export async function customerReadyToPay(db: Database, options: { password?: boolean } = {}) {
  const { customer, token } = await createSignedInCustomer(db);
  if (options.password !== false) {
    sharedHash ??= hashPassword('walks in the rain');
    await db
      .update(customers)
      .set({ passwordHash: await sharedHash })
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
