import { and, asc, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
import type { NextApiResponse } from 'next';
import {
  claimExportSchema,
  customerListSchema,
  LIST_FILTER_NAMES,
  orderExportSchema,
  refundExportSchema,
  subscriptionListSchema,
} from '@/contracts/admin/lists';
import {
  csvLine,
  EXPORT_COLUMNS,
  exportFileName,
  type CsvValue,
  type ExportKind,
} from '@/domain/csv-export';
import { cleanFilters } from '@/domain/list-filters';
import { recordAudit } from '@/server/admin/audit';
import type { StepUp } from '@/server/admin/step-up';
import type { Query } from '@/server/api/handler';
import { singleValues } from '@/server/api/query';
import { validate } from '@/server/api/validation';
import type { Database } from '@/server/db/client';
import { claims, orders, refunds } from '@/server/db/schema';
import { customerPage, subscriptionPage, type Filters } from './console-lists';

/** Rows read per query: a page at a time, in id order, written out before the next is read. */
const CHUNK = 1000;

type Page = { rows: CsvValue[][]; next: number | null };
type PageReader = (db: Database, filters: Filters, after: number) => Promise<Page>;

const iso = (value: Date) => value.toISOString();
const nextOf = <T extends { id: number }>(rows: T[]) =>
  rows.length === CHUNK ? rows[rows.length - 1]!.id : null;

const READERS: Record<ExportKind, PageReader> = {
  async customers(db, filters, after) {
    const page = await customerPage(db, filters, after, CHUNK);
    return {
      rows: page.results.map((row) => [
        row.id,
        row.name,
        row.email,
        row.status,
        row.state,
        row.pups.join('; '),
        row.created_at,
      ]),
      next: page.next_after,
    };
  },
  async subscriptions(db, filters, after) {
    const page = await subscriptionPage(db, filters, after, CHUNK);
    return {
      rows: page.results.map((row) => [
        row.id,
        row.customer_id,
        row.customer_name,
        row.email,
        row.pup,
        row.status,
        row.plan,
        row.next_delivery_date,
        row.state,
        row.weeks_of_food,
      ]),
      next: page.next_after,
    };
  },
  async orders(db, filters, after) {
    const conditions: SQL[] = [gt(orders.id, after)];
    if (filters.status) conditions.push(eq(orders.status, filters.status as 'paid'));
    if (filters.next_from) conditions.push(gte(orders.deliveryDate, filters.next_from));
    if (filters.next_to) conditions.push(lte(orders.deliveryDate, filters.next_to));
    const rows = await db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(asc(orders.id))
      .limit(CHUNK);
    return {
      rows: rows.map((row) => [
        row.id,
        row.customerId,
        row.kind,
        row.status,
        row.deliveryDate,
        row.subtotalCents,
        row.discountCents - row.creditCents,
        row.creditCents,
        row.taxCents,
        row.shippingCents,
        row.totalCents,
        row.holdReason ?? '',
        iso(row.createdAt),
      ]),
      next: nextOf(rows),
    };
  },
  async refunds(db, filters, after) {
    const rows = await db
      .select({ refund: refunds, customerId: orders.customerId })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        and(
          gt(refunds.id, after),
          filters.status ? eq(refunds.status, filters.status as 'pending') : undefined,
        ),
      )
      .orderBy(asc(refunds.id))
      .limit(CHUNK);
    return {
      rows: rows.map(({ refund, customerId }) => [
        refund.id,
        refund.orderId,
        customerId,
        refund.amountCents,
        refund.destination,
        refund.status,
        refund.reason,
        refund.staffId,
        iso(refund.createdAt),
      ]),
      next: nextOf(rows.map(({ refund }) => refund)),
    };
  },
  async claims(db, filters, after) {
    const rows = await db
      .select()
      .from(claims)
      .where(
        and(
          gt(claims.id, after),
          filters.status ? eq(claims.status, filters.status as 'pending') : undefined,
        ),
      )
      .orderBy(asc(claims.id))
      .limit(CHUNK);
    return {
      rows: rows.map((row) => [
        row.id,
        row.orderId,
        row.customerId,
        row.problem,
        row.remedy,
        row.status,
        row.amountCents,
        row.note,
        iso(row.createdAt),
      ]),
      next: nextOf(rows),
    };
  },
};

const SCHEMAS = {
  customers: customerListSchema,
  subscriptions: subscriptionListSchema,
  orders: orderExportSchema,
  refunds: refundExportSchema,
  claims: claimExportSchema,
};

/** The export's filters from the query string: the list's own rules, 400 per field. */
export async function exportFilters(kind: ExportKind, query: Query): Promise<Filters> {
  const values = singleValues(query, LIST_FILTER_NAMES);
  const known = Object.keys(SCHEMAS[kind].fields);
  const given = Object.fromEntries(Object.entries(values).filter(([key]) => known.includes(key)));
  return cleanFilters(LIST_FILTER_NAMES, await validate(SCHEMAS[kind], given));
}

/**
 * Writes the export to the response page by page. The audit row (who took which rows out of the
 * shop, with which filters) is written before the first byte: a download cut off halfway has
 * still been taken. A failure after the headers went cuts the response off, so a partial file
 * never looks complete.
 */
export async function streamExport(
  db: Database,
  res: NextApiResponse,
  input: { staffId: number; stepUp: StepUp; kind: ExportKind; filters: Filters; day: string },
): Promise<void> {
  const { kind, filters } = input;
  await recordAudit(db, {
    staffId: input.staffId,
    action: `${kind}.export`,
    targetType: 'export',
    targetId: kind,
    after: { filters, step_up: input.stepUp },
  });
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
  res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(kind, input.day)}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    res.write(csvLine(EXPORT_COLUMNS[kind]));
    let after: number | null = 0;
    while (after !== null) {
      const page: Page = await READERS[kind](db, filters, after);
      if (page.rows.length) {
        const ok = res.write(page.rows.map(csvLine).join(''));
        // Respect backpressure: a slow client is not buffered a whole export in memory. A
        // client that went away never drains: its close ends the wait, and the export.
        if (!ok)
          await new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done);
              res.off('close', done);
              resolve();
            };
            res.once('drain', done);
            res.once('close', done);
          });
      }
      after = res.destroyed ? null : page.next;
    }
    if (!res.destroyed) res.end();
  } catch (error) {
    res.destroy(error as Error);
    throw error;
  }
}
