import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import type { OrderDetailView } from '@/contracts/admin/orders';
import { getOrderDetail } from './order-detail';

/** For the console's order pages: the order of the path, or null for no such (or no real) id. */
export async function loadConsoleOrder(
  db: Database,
  param: unknown,
  withCard: boolean,
): Promise<OrderDetailView | null> {
  const id = typeof param === 'string' && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
  if (id === null) return null;
  try {
    return await getOrderDetail(db, id, { withCard });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') return null;
    throw error;
  }
}
