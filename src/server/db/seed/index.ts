import type { Database } from '../client';
import { seedCatalog } from './catalog';
import { seedDemoCustomer } from './demo-customer';

/** Seeders in order. Each must be idempotent: running the seed twice changes nothing. */
const SEEDERS: Array<[name: string, seed: (db: Database) => Promise<void>, demo: boolean]> = [
  ['catalogue (recipes, add-ons, offers)', seedCatalog, false],
  ['demo customer', seedDemoCustomer, true],
];

/** `demo`: also the demo data of a local shop; a deployed shop gets the catalogue only. */
export async function runSeed(
  db: Database,
  log: (line: string) => void = () => undefined,
  { demo = true }: { demo?: boolean } = {},
): Promise<void> {
  for (const [name, seed, isDemo] of SEEDERS) {
    if (isDemo && !demo) continue;
    await seed(db);
    log(`seeded ${name}`);
  }
}
