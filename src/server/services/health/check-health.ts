import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

export async function checkHealth(db: Database): Promise<{ status: 'ok'; database: 'ok' }> {
  await db.execute(sql`select 1`);
  return { status: 'ok', database: 'ok' };
}
