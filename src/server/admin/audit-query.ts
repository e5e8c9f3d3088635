import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { object, string } from 'yup';
import type { AuditPage } from '@/contracts/admin/staff';
import { validate } from '@/server/api/validation';
import type { Database } from '@/server/db/client';
import { auditLog, staff } from '@/server/db/schema';

export const AUDIT_PAGE_SIZE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string | undefined) =>
  value === undefined || (DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

const filtersSchema = object({
  staff_id: string()
    .matches(/^[1-9]\d{0,9}$/, 'Enter a staff id.')
    .optional(),
  action: string().trim().max(100).optional(),
  target_type: string().trim().max(100).optional(),
  target_id: string().trim().max(100).optional(),
  from: string().test('date', 'Enter a date as YYYY-MM-DD.', validDate).optional(),
  to: string().test('date', 'Enter a date as YYYY-MM-DD.', validDate).optional(),
  before: string()
    .matches(/^[1-9]\d{0,9}$/, 'Enter an entry id.')
    .optional(),
});

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * One page of the audit log, newest first, filtered by staff member, action, target and date
 * (UTC days, both inclusive). Keyset pagination on the id: each page is one indexed query,
 * however deep, and rows written meanwhile never shift a page.
 */
export async function auditPage(db: Database, query: Record<string, unknown>): Promise<AuditPage> {
  const raw = Object.fromEntries(
    ['staff_id', 'action', 'target_type', 'target_id', 'from', 'to', 'before']
      .map((key) => [key, first(query[key])])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const input = await validate(filtersSchema, raw);
  const conditions: SQL[] = [];
  if (input.staff_id) conditions.push(eq(auditLog.staffId, Number(input.staff_id)));
  if (input.action) conditions.push(eq(auditLog.action, input.action));
  if (input.target_type) conditions.push(eq(auditLog.targetType, input.target_type));
  if (input.target_id) conditions.push(eq(auditLog.targetId, input.target_id));
  if (input.from) conditions.push(gte(auditLog.createdAt, new Date(`${input.from}T00:00:00Z`)));
  if (input.to) {
    const end = new Date(`${input.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(auditLog.createdAt, end));
  }
  if (input.before) conditions.push(lt(auditLog.id, Number(input.before)));
  const rows = await db
    .select({ entry: auditLog, staffEmail: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    results: page.map(({ entry, staffEmail }) => ({
      id: entry.id,
      actor: entry.actor,
      staff_id: entry.staffId,
      staff_email: staffEmail,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    })),
    next_before: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.entry.id : null,
  };
}
