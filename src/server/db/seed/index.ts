import type { Database } from '../client';
import { seedCatalog } from './catalog';
import { seedDemoCustomer } from './demo-customer';

/** Seeders in order. Each must be idempotent: running the seed twice changes nothing. */
const SEEDERS: Array<[name: string, seed: (db: Database) => Promise<void>]> = [
  ['catalogue (recipes, add-ons, offers)', seedCatalog],
  ['demo customer', seedDemoCustomer],
];

export async function runSeed(
  db: Database,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  for (const [name, seed] of SEEDERS) {
    await seed(db);
    log(`seeded ${name}`);
  }
}
