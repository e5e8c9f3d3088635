// Runs the large seed's SQL steps one after another, timing each (bench-seed.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** The SQL text of one step; every value in it is a number or a date the seed made itself. */
export type Step = [label: string, text: string];

export async function runSteps(db: Database, steps: Step[]) {
  for (const [label, text] of steps) {
    const started = Date.now();
    await db.execute(sql.raw(text));
    console.error(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
