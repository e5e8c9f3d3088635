import { clockNow } from '@/server/clock';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { mixed, number, object, string } from 'yup';
import {
  PRICE_ITEM_KIND_VALUES,
  type PriceItemView,
  type PriceListView,
  type ScheduledPriceView,
} from '@/contracts/admin/prices';
import { ADDONS } from '@/domain/catalog/addons-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { parseIsoDate, shopToday } from '@/domain/delivery-schedule';
import {
  earliestPriceChangeDay,
  isCancellable,
  priceInForce,
  scheduleRefusal,
  type PriceEntry,
  type PriceItem,
  type PriceItemKind,
} from '@/domain/price-book';
import { priceBandCheck, priceBandQuestion } from '@/domain/price-band';
import { DomainError, ValidationError } from '@/server/errors';
import { validate } from '@/server/api/validation';
import type { Database } from '@/server/db/client';
import { prices, type PriceRow } from '@/server/db/schema';
import { invalidateCatalog } from '@/server/services/catalog/catalog-repository';
import { recordAudit } from './audit';
import type { StaffCaller } from './staff-auth';

/** Every item that can carry a price: the catalogue's recipes and add-ons, in its order. */
const ITEMS: ReadonlyArray<PriceItem & { name: string; unit: string }> = [
  ...RECIPES.map((recipe) => ({
    kind: 'recipe' as const,
    item: recipe.key,
    name: recipe.name,
    unit: 'per 1,000 kcal',
  })),
  ...ADDONS.map((addon) => ({
    kind: 'addon' as const,
    item: addon.sku,
    name: addon.name,
    unit: `per ${addon.container}`,
  })),
];

const scheduledView = (row: PriceRow): ScheduledPriceView => ({
  id: row.id,
  amount_cents: row.amountCents,
  effective_from: row.effectiveFrom,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of a price row. */
const auditShape = (row: PriceRow) => ({
  kind: row.kind,
  item: row.item,
  amount_cents: row.amountCents,
  effective_from: row.effectiveFrom,
  cancelled_at: row.cancelledAt?.toISOString() ?? null,
});

const entryOf = (row: PriceRow): PriceEntry => ({
  kind: row.kind,
  item: row.item,
  amountCents: row.amountCents,
  effectiveFrom: row.effectiveFrom,
});

/** The price list as the console shows it: today's price and the changes to come, per item. */
export async function listPrices(db: Database, now = clockNow()): Promise<PriceListView> {
  const today = shopToday(now);
  const rows = await db
    .select()
    .from(prices)
    .where(isNull(prices.cancelledAt))
    .orderBy(asc(prices.effectiveFrom), asc(prices.id));
  const entries = rows.map(entryOf);
  const items: PriceItemView[] = ITEMS.map(({ kind, item, name, unit }) => ({
    kind,
    item,
    name,
    unit,
    current_cents: priceInForce(entries, { kind, item }, today),
    scheduled: rows
      .filter((row) => row.kind === kind && row.item === item && row.effectiveFrom > today)
      .map(scheduledView),
  }));
  return { today, earliest_change: earliestPriceChangeDay(today), items };
}

const scheduleSchema = object({
  kind: mixed<(typeof PRICE_ITEM_KIND_VALUES)[number]>()
    .oneOf([...PRICE_ITEM_KIND_VALUES], 'Choose recipe or addon.')
    .required(),
  item: string().trim().max(100).required(),
  amount_cents: number()
    .typeError('Enter a whole number of cents.')
    .integer('Enter a whole number of cents.')
    .min(1, 'A price is at least 1 cent.')
    .max(1_000_000, 'A price is at most $10,000.00.')
    .required(),
  effective_from: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
    .test('real-date', 'Enter a real date.', (value) => !value || parseIsoDate(value) !== null)
    .required(),
  /** The change per box the owner was shown and confirmed (price outside the sane band). */
  confirm_box_change_cents: number().integer().optional(),
}).noUnknown('Unknown field.');

const REFUSALS = {
  in_the_past: 'A price change cannot start today or in the past.',
  too_soon:
    'A price change must start at least 8 days from today, so customers get a week’s notice.',
} as const;

/**
 * A price outside the sane band of today's (price-band.ts) is scheduled only with the change per
 * box the owner confirmed, equal to the one the rule gives now; otherwise 409 with the question
 * and the figures, so the console can ask it.
 */
async function confirmOutsideBand(
  db: Database,
  input: {
    kind: PriceItemKind;
    item: string;
    amount_cents: number;
    confirm_box_change_cents?: number;
  },
  today: string,
) {
  const rows = await db
    .select()
    .from(prices)
    .where(
      and(eq(prices.kind, input.kind), eq(prices.item, input.item), isNull(prices.cancelledAt)),
    );
  const current = priceInForce(rows.map(entryOf), input, today);
  const check = priceBandCheck(input.kind, current, input.amount_cents);
  if (!check?.outside || input.confirm_box_change_cents === check.boxChangeCents) return;
  throw new DomainError('price_change_unconfirmed', priceBandQuestion(input.kind, check), {
    extra: {
      box_before_cents: check.boxBeforeCents,
      box_after_cents: check.boxAfterCents,
      box_change_cents: check.boxChangeCents,
    },
  });
}

/**
 * Schedules a price from `effective_from` on (at least MIN_PRICE_NOTICE_DAYS ahead, so the
 * price-change notice reaches every box it affects in time). One live price per item and day.
 */
export async function schedulePriceChange(
  db: Database,
  caller: StaffCaller,
  body: unknown,
  now = clockNow(),
): Promise<ScheduledPriceView> {
  const input = await validate(scheduleSchema, body);
  if (!ITEMS.some((known) => known.kind === input.kind && known.item === input.item))
    throw new ValidationError({ item: ['No recipe or add-on with this key.'] });
  const refusal = scheduleRefusal(shopToday(now), input.effective_from);
  if (refusal) throw new DomainError('price_change_too_soon', REFUSALS[refusal]);
  await confirmOutsideBand(db, input, shopToday(now));
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(prices)
      .values({
        kind: input.kind,
        item: input.item,
        amountCents: input.amount_cents,
        effectiveFrom: input.effective_from,
        createdBy: caller.staffId,
      })
      .onConflictDoNothing()
      .returning();
    if (!created)
      throw new DomainError(
        'conflict',
        'This item already has a price starting that day. Cancel it first.',
      );
    await recordAudit(tx, {
      staffId: caller.staffId,
      action: 'prices.schedule',
      targetType: 'price',
      targetId: created.id,
      after: auditShape(created),
    });
    return created;
  });
  invalidateCatalog();
  return scheduledView(row);
}

/** Cancels a scheduled change before its first day; one in force is history and stays. */
export async function cancelPriceChange(
  db: Database,
  caller: StaffCaller,
  id: number,
  now = clockNow(),
): Promise<ScheduledPriceView> {
  const today = shopToday(now);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(prices)
      .where(and(eq(prices.id, id), isNull(prices.cancelledAt)))
      .for('update');
    if (!before) throw new DomainError('not_found', 'No scheduled price with this id.');
    if (!isCancellable(before, today))
      throw new DomainError('price_change_in_force', 'This price is in force already.');
    const [after] = await tx
      .update(prices)
      .set({ cancelledAt: now, cancelledBy: caller.staffId })
      .where(and(eq(prices.id, before.id), gt(prices.effectiveFrom, today)))
      .returning();
    await recordAudit(tx, {
      staffId: caller.staffId,
      action: 'prices.cancel',
      targetType: 'price',
      targetId: before.id,
      before: auditShape(before),
      after: auditShape(after!),
    });
    return after!;
  });
  invalidateCatalog();
  return scheduledView(row);
}
