import { readAll } from '@/server/db/read-all';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { lastChangeDay } from '@/domain/delivery-schedule';
import { fulfilmentListStart, isPackable, parseDeliveryDate } from '@/domain/fulfilment-schedule';
import { csvDocument, packingCsvRows, type CsvValue } from '@/domain/packing-csv';
import { addonPickList, dueForecastAddons, recipePickList } from '@/domain/pick-list';
import { findAddonsBySku } from '../catalog/catalog-repository';
import { memoizedBoxContents } from './box-contents-memo';
import { boxViews, forecastViews, packingRecipes } from './box-views';
import { fulfilmentToday } from './fulfilment-clock';
import { boxPage, forecastPage, type BoxState } from './fulfilment-repository';
import { recipesFingerprint } from './box-contents-tallies';
import { countForecast, dateCounts, pickTallies, recipeTallies } from './fulfilment-tallies';
import type {
  FulfilmentBoxView,
  FulfilmentDateDetail,
  FulfilmentDateView,
  ForecastBoxView,
  Page,
  PickListView,
} from './fulfilment-view';

export const DATES_PER_PAGE = 20;
export const BOXES_PER_PAGE = 50;
const EXPORT_BATCH = 500;
const BOX_STATES: BoxState[] = ['pending', 'packed', 'shipped'];

/** A date from the path: 400 with the field's message when it is not a real 'YYYY-MM-DD' day. */
export function deliveryDateParam(value: unknown): string {
  const date = parseDeliveryDate(Array.isArray(value) ? value[0] : value);
  if (!date) throw new DomainError('invalid_date', 'Give the delivery date as YYYY-MM-DD.');
  return date;
}

/** `?page=` (1 when absent): a positive whole number, otherwise 400. */
export function pageParam(value: unknown): number {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value))
    throw new DomainError('invalid_page', 'The page must be a whole number from 1.');
  return Number(value);
}

export function stateParam(value: unknown): BoxState | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (BOX_STATES as string[]).includes(value))
    return value as BoxState;
  throw new DomainError('invalid_state', 'The state must be pending, packed or shipped.');
}

function dateView(
  row: Omit<FulfilmentDateView, 'cutoff_date' | 'packable'>,
  today: string,
): FulfilmentDateView {
  return {
    ...row,
    cutoff_date: lastChangeDay(row.delivery_date),
    packable: isPackable(row.delivery_date, today),
  };
}

function paged<T>(rows: T[], page: number, size: number): Page<T> {
  return { results: rows.slice(0, size), page, next_page: rows.length > size ? page + 1 : null };
}

/** Delivery dates from two weeks back on, with counts: what to pack and what is coming. */
export async function listDeliveryDates(
  db: Database,
  page: number,
): Promise<Page<FulfilmentDateView> & { today: string }> {
  const today = fulfilmentToday();
  const rows = await dateCounts(
    db,
    { from: fulfilmentListStart(today) },
    DATES_PER_PAGE + 1,
    (page - 1) * DATES_PER_PAGE,
  );
  return {
    today,
    ...paged(
      rows.map((row) => dateView(row, today)),
      page,
      DATES_PER_PAGE,
    ),
  };
}

/** One date's counts (any date: one with nothing on it has zeros). */
export async function getDeliveryDate(db: Database, date: string): Promise<FulfilmentDateDetail> {
  const today = fulfilmentToday();
  const [row] = await dateCounts(db, { from: date, to: date }, 1, 0);
  const counts = row ?? { delivery_date: date, boxes: 0, packed: 0, shipped: 0, forecast: 0 };
  return { today, ...dateView(counts, today) };
}

/** `?ships=true`: only the boxes that will ship (packing slips); absent: every paid box. */
export function shipsParam(value: unknown): boolean {
  if (value === undefined) return false;
  if (value === 'true') return true;
  throw new DomainError('bad_request', 'Give ships=true, or leave it out.');
}

export async function listBoxes(
  db: Database,
  date: string,
  page: number,
  state?: BoxState,
  shipsOnly = false,
): Promise<Page<FulfilmentBoxView>> {
  const [rows, recipes] = await readAll(db, [
    () =>
      boxPage(db, date, {
        limit: BOXES_PER_PAGE + 1,
        offset: (page - 1) * BOXES_PER_PAGE,
        state,
        shipsOnly,
      }),
    () => packingRecipes(db),
  ]);
  const views = await boxViews(db, rows.slice(0, BOXES_PER_PAGE), recipes);
  return { results: views, page, next_page: rows.length > BOXES_PER_PAGE ? page + 1 : null };
}

/** One box, or 404 when that order holds no paid box for that pup. */
export async function getBox(
  db: Database,
  orderId: number,
  petId: number,
): Promise<FulfilmentBoxView> {
  const rows = await boxPage(db, null, { limit: 1, offset: 0, orderId, petId });
  if (rows.length === 0) throw new DomainError('not_found', 'No such box.');
  return (await boxViews(db, rows, await packingRecipes(db)))[0]!;
}

export async function listForecast(
  db: Database,
  date: string,
  page: number,
): Promise<Page<ForecastBoxView> & { count: number }> {
  const [rows, recipes, count] = await readAll(db, [
    () => forecastPage(db, date, BOXES_PER_PAGE + 1, (page - 1) * BOXES_PER_PAGE),
    () => packingRecipes(db),
    () => countForecast(db, date),
  ]);
  const views = await forecastViews(db, rows.slice(0, BOXES_PER_PAGE), recipes);
  return {
    count,
    results: views,
    page,
    next_page: rows.length > BOXES_PER_PAGE ? page + 1 : null,
  };
}

/**
 * What to take off the shelves for a date: its tallies per recipe, plus the packing rule run on
 * the plan groups whose contents the database does not hold. When those contents were computed
 * for other recipes than today's (the tallies job has not started them over yet), the date's
 * plan groups are read and the rule run on all of them instead: the same answer either way.
 */
export async function pickList(db: Database, date: string): Promise<PickListView> {
  const [kept, recipes] = await readAll(db, [
    () => recipeTallies(db, date),
    () => packingRecipes(db),
  ]);
  const current = kept.basis === recipesFingerprint(recipes);
  const tallies = current
    ? { ...kept, plans: kept.open, forecastPlans: kept.forecastOpen }
    : await planGroupTallies(db, date);
  const products = new Map(
    (
      await findAddonsBySku(
        db,
        [...new Set(tallies.forecastAddons.map((group) => group.sku))],
        fulfilmentToday(),
      )
    ).map((row) => [row.sku, row]),
  );
  const contentsOf = memoizedBoxContents(recipes);
  const ordered = recipePickList(tallies.plans, recipes, contentsOf, tallies.packs);
  return {
    delivery_date: date,
    packable: isPackable(date, fulfilmentToday()),
    recipes: ordered.recipes,
    addons: tallies.addons,
    unpriced: ordered.unpriced,
    forecast_recipes: recipePickList(
      tallies.forecastPlans,
      recipes,
      contentsOf,
      tallies.forecastPacks,
    ).recipes,
    forecast_addons: addonPickList(tallies.forecastAddons, products),
  };
}

/** The pick list's counts from the date's plan groups, for when box_contents is for other recipes. */
async function planGroupTallies(db: Database, date: string) {
  const groups = await pickTallies(db, date);
  return {
    ...groups,
    packs: [],
    forecastPacks: [],
    forecastAddons: dueForecastAddons(groups.forecastAddons),
  };
}

/** The date's packing CSV (packing-csv.ts), built in batches so a big date stays in bounds. */
export async function packingCsv(db: Database, date: string): Promise<string> {
  const recipes = await packingRecipes(db);
  const rows: CsvValue[][] = [];
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const page = await boxPage(db, date, { limit: EXPORT_BATCH, offset });
    const views = await boxViews(db, page, recipes);
    const batch = packingCsvRows(views.map((box) => ({ ...box, box_id: box.id })));
    rows.push(...(offset === 0 ? batch : batch.slice(1)));
    if (page.length < EXPORT_BATCH) break;
  }
  return csvDocument(rows);
}
