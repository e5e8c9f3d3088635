import { readAll } from '@/server/db/read-all';
import type { ReportView } from '@/contracts/admin/reports';
import type { Database } from '@/server/db/client';
import { ValidationError } from '@/server/errors';
import { shopToday } from '@/domain/delivery-schedule';
import {
  mondayOf,
  rangeInstants,
  resolveReportRange,
  shopDayStart,
} from '@/domain/reports/report-range';
import {
  moneyFigures,
  planFigures,
  recurringRevenue,
  renewalDeliveryWindow,
  retentionByWeek,
  upcomingRenewals,
} from '@/domain/reports/report-figures';
import { priceSku } from '@/domain/sku-pricing';
import { availableRecipes } from '@/server/services/catalog/available-recipes';
import { listActiveRecipes } from '@/server/services/catalog/catalog-repository';
import { serverFlags } from '@/server/services/catalog/server-flags';
import { activePlansBySku, cohortRows, duePlans, moneySums, planCounts } from './report-queries';

/**
 * The console's report for a range of shop days: a few grouped queries (sums and counts in SQL,
 * a handful of rows each), turned into figures by the pure rules of src/domain/reports. `now` is
 * the clock: the range's presets, the cohorts' maturity and the renewals ahead follow from it.
 */
export async function report(
  db: Database,
  input: { preset?: string; from?: string; to?: string },
  now: Date,
): Promise<ReportView> {
  const today = shopToday(now);
  const resolved = resolveReportRange(input, today);
  if (!resolved.ok) throw new ValidationError(resolved.errors);
  const { range } = resolved;
  const window = rangeInstants(range);
  // Cohorts are whole weeks: the week the range starts in is read from its Monday.
  const cohortWindow = { start: shopDayStart(mondayOf(range.from)), end: window.end };
  const due = renewalDeliveryWindow(today);
  const [sums, counts, bySku, dueRows, cohorts, recipeRows] = await readAll(db, [
    () => moneySums(db, window),
    () => planCounts(db, window),
    () => activePlansBySku(db),
    () => duePlans(db, due.first, due.last),
    () => cohortRows(db, cohortWindow),
    () => listActiveRecipes(db, today),
  ]);
  // Prices follow the recipe table even for a recipe no longer on offer (as subscriptions do).
  const recipes = availableRecipes(recipeRows, { ...serverFlags(), SHOW_LAMB: true });
  return {
    range,
    today,
    money: moneyFigures(sums),
    recurring: recurringRevenue(
      bySku.map((group) => ({
        weeklyCents: priceSku(group.sku, recipes)?.price_per_week ?? 0,
        plans: group.plans,
      })),
    ),
    plans: planFigures(counts),
    retention: retentionByWeek(cohorts, today),
    renewals: upcomingRenewals(
      dueRows.map((group) => ({
        deliveryDate: group.deliveryDate,
        boxCents: priceSku(group.sku, recipes, group.weeks)?.box_price ?? 0,
        plans: group.plans,
      })),
      today,
    ),
  };
}
