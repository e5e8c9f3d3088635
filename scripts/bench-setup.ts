// `npm run bench` set-up, run before the server opens the database: one customer with an address,
// a pup, that pup's plan and a treat in the cart, and an active subscription, made through the
// same services the API calls. With --large, 100k more customers (each with a token, address, pup,
// cart and subscription), 1M orders with their lines and 200k audit entries are bulk-inserted
// first (bench-seed.ts), so the bench shows reads do not grow with the tables. Prints one JSON line: { customerId, petId, token }.
import { issueAccessToken } from '@/server/auth/access-token';
import { openConfiguredDatabase } from '@/server/db/client';
import { customers, subscriptions } from '@/server/db/schema';
import { firstDeliveryOptions, shopToday } from '@/domain/delivery-schedule';
import { planSku } from '@/domain/plan-sku';
import { updateCart } from '@/server/services/cart/cart-service';
import { saveAddress } from '@/server/services/customers/address';
import { createPet } from '@/server/services/pets/pets-service';
import { SHIPPING } from '../tests/helpers/checkout-fixtures';
import { seedCustomers, seedOrders } from './bench-seed';

async function main() {
  const large = process.argv.includes('--large');
  const handle = openConfiguredDatabase();
  try {
    const { db } = handle;
    if (large) {
      const firstCustomer = await seedCustomers(db, 100_000);
      await seedOrders(db, {
        firstCustomer,
        customers: 100_000,
        count: 1_000_000,
        auditRows: 200_000,
      });
    }
    const [customer] = await db
      .insert(customers)
      .values({
        email: `bench-${Date.now()}@example.test`,
        firstName: 'Bench',
        lastName: 'Marker',
        status: 'active',
      })
      .returning();
    const { token } = await issueAccessToken(db, customer!.id);
    await saveAddress(db, customer!.id, SHIPPING);
    const pet = await createPet(db, customer!.id, {
      name: 'Biscuit',
      weight: 30,
      activity_level: 'normal',
      is_neutered: true,
      birth_year: 2020,
      birth_month: 5,
      allergies: [],
    });
    const sku = planSku('FR', pet.kcalories_per_day, { fresh: ['chicken', 'turkey'], dry: [] });
    await updateCart(db, customer!.id, {
      subscriptions: { [String(pet.id)]: { sku, addons: [] } },
      line_items: [{ sku: 'ZOOMIES01', quantity: 1, frequency: 1, recurrence: true, pet_id: null }],
    });
    await db.insert(subscriptions).values({
      customerId: customer!.id,
      petId: pet.id,
      sku: planSku('FR', pet.kcalories_per_day, { fresh: ['chicken'], dry: [] }),
      weeksOfFood: 2,
      nextDeliveryDate: firstDeliveryOptions(shopToday())[5]!,
    });
    console.log(JSON.stringify({ customerId: customer!.id, petId: pet.id, token }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
