import { customers } from '../schema';
import type { Database } from '../client';

/** A lead to look at in a fresh local shop; it has no password, so nobody can sign in as it. */
export async function seedDemoCustomer(db: Database): Promise<void> {
  await db
    .insert(customers)
    .values({ email: 'demo@ollie.example', firstName: 'Demo', status: 'lead' })
    .onConflictDoNothing({ target: customers.email });
}
