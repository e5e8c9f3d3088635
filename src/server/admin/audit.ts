import type { Database } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

/** A staff member's change, or a customer's own data-rights request (`staffId: null`). */
export interface AuditEntry {
  staffId: number | null;
  /** What was done, as `<area>.<verb>`: `staff.invite`, `offers.expire`, `customers.search`... */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row to the audit log. Call it with the transaction that makes the change, so the
 * change and its record commit (or roll back) together. The table refuses updates and deletes.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.staffId === null ? 'customer' : 'staff',
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before === undefined ? null : entry.before,
    after: entry.after === undefined ? null : entry.after,
  });
}
