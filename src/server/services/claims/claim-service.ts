import { readAll } from '@/server/db/read-all';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type {
  ClaimInput,
  ClaimQuoteInput,
  ClaimQuoteView,
  ClaimView,
  CustomerClaimsView,
} from '@/contracts/claims';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/observability/logger';
import { claimLines, claims, customers, orderItems, orders, shipments } from '@/server/db/schema';
import { claimedAmounts } from '@/domain/claim-credit';
import { claimPayout } from '@/domain/money-back';
import { decideClaim } from '@/domain/claim-limits';
import { claimWindowProblem, coversWholeBox, type ClaimLimits } from '@/domain/claim-rules';
import { shopToday } from '@/domain/delivery-schedule';
import { orderMoneyOf } from '../care/order-money';
import { claimLimits } from './claim-settings';
import { approveWithRemedy, payableRemedy, reshipDateFor, sendReceivedEmail } from './claim-remedy';
import { claimViews } from './claim-views';
import { decodePhoto } from './photos/photo-check';
import { cleanPhoto } from './photos/photo-clean';
import { newPhotoKey, photoStore } from './photos/photo-store';
import { clockNow } from '@/server/clock';

const WINDOW_REFUSALS = {
  not_claimable: ['claim_not_open', 'This order cannot be reported: only paid boxes can.'],
  not_arrived: [
    'claim_not_arrived',
    'This box has not arrived yet. If it is late, report it from its delivery date.',
  ],
  too_old: ['claim_too_old', 'This box is too old to report online. Please contact Canine Care.'],
} as const;

/** The order (the customer's own: anyone else's does not exist for them) and what it holds. */
async function claimableOrder(db: Database, customerId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new DomainError('not_found', 'No such order.');
  const [items, arrivals] = await readAll(db, [
    () =>
      db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id)),
    () =>
      db
        .select({ at: sql<Date>`coalesce(${shipments.deliveredAt}, ${shipments.returnedAt})` })
        .from(shipments)
        .where(
          and(
            eq(shipments.orderId, orderId),
            eq(shipments.status, 'shipped'),
            inArray(shipments.parcelStatus, ['delivered', 'returned']),
          ),
        ),
  ]);
  // The carrier's delivery time, as the shop's day (the driver: pg returns a string in raw SQL).
  const arrivedOn = arrivals.map((row) => shopToday(new Date(row.at)));
  return { order, items, arrivedOn };
}

/** The lines claimed and what each was paid, checked against the order (400 per field). */
function resolveLines(
  found: Awaited<ReturnType<typeof claimableOrder>>,
  input: ClaimQuoteInput,
  limits: ClaimLimits,
  now: Date,
) {
  const { order, items, arrivedOn } = found;
  const problem = claimWindowProblem({
    orderStatus: order.status,
    orderKind: order.kind,
    deliveryDate: order.deliveryDate,
    arrivedOn,
    today: shopToday(now),
    windowDays: limits.windowDays,
    problem: input.problem,
  });
  if (problem) {
    const [code, detail] = WINDOW_REFUSALS[problem];
    throw new DomainError(code, detail);
  }
  const wanted = coversWholeBox(input.problem)
    ? items.map((item) => ({ order_item_id: item.id, quantity: item.quantity }))
    : input.lines;
  if (wanted.length === 0)
    throw new ValidationError({ lines: ['Choose the items that were affected.'] });
  const seen = new Set<number>();
  for (const line of wanted) {
    const item = items.find((candidate) => candidate.id === line.order_item_id);
    if (!item) throw new ValidationError({ lines: ['One of the items is not in this order.'] });
    if (seen.has(item.id)) throw new ValidationError({ lines: ['Each item can be chosen once.'] });
    seen.add(item.id);
    if (line.quantity > item.quantity)
      throw new ValidationError({
        lines: [`Only ${item.quantity} of ${item.productName} were in the box.`],
      });
  }
  const amounts = claimedAmounts(
    items.map((item) => ({ id: item.id, quantity: item.quantity, totalCents: item.totalCents })),
    order.discountCents - order.creditCents,
    wanted.map((line) => ({ id: line.order_item_id, quantity: line.quantity })),
  );
  const lines = wanted.map((line) => ({
    orderItemId: line.order_item_id,
    quantity: line.quantity,
    amountCents: amounts.get(line.order_item_id) ?? 0,
  }));
  return { lines, amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/** POST …/claims/quote/: the credit the chosen lines would give, and when a reship would come. */
export async function quoteClaim(
  db: Database,
  customerId: number,
  orderId: number,
  input: ClaimQuoteInput,
  now = clockNow(),
): Promise<ClaimQuoteView> {
  const found = await claimableOrder(db, customerId, orderId);
  const { amountCents } = resolveLines(found, input, await claimLimits(db), now);
  const credit = claimPayout(amountCents, await orderMoneyOf(db, found.order));
  return { credit, reship_date: reshipDateFor(now) };
}

/** The customer's claims in the rolling period that count against the limits. */
async function recentClaims(db: Database, customerId: number, periodDays: number, now: Date) {
  const since = new Date(now.getTime() - periodDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      remedyCents: sql<number>`coalesce(sum(${claims.amountCents}), 0)::int`,
    })
    .from(claims)
    .where(
      and(
        eq(claims.customerId, customerId),
        inArray(claims.status, ['pending', 'approved']),
        gte(claims.createdAt, since),
      ),
    );
  return row ?? { count: 0, remedyCents: 0 };
}

/**
 * POST …/orders/{orderId}/claims/: records the claim and, within the operator's limits, gives
 * its remedy at once; over them it waits for staff. Under the customer's row lock, so two claims
 * sent together count each other, and an order line already claimed is refused (409).
 */
export async function createClaim(
  db: Database,
  customerId: number,
  orderId: number,
  input: ClaimInput,
  now = clockNow(),
): Promise<ClaimView> {
  const limits = await claimLimits(db);
  const found = await claimableOrder(db, customerId, orderId);
  const { lines, amountCents } = resolveLines(found, input, limits, now);
  // Re-encoded without metadata before it is stored: an upload's EXIF can carry where it was taken.
  const photo = input.photo ? await cleanPhoto(decodePhoto(input.photo)) : null;
  let photoKey: string | null = null;
  if (photo) {
    photoKey = newPhotoKey(customerId, photo.contentType.split('/')[1]!.replace('jpeg', 'jpg'));
    await photoStore().put(photoKey, photo.bytes, photo.contentType);
  }
  const claim = await recordClaim(db, {
    customerId,
    orderId,
    input,
    lines,
    amountCents,
    limits,
    photoKey,
    photoType: photo?.contentType ?? null,
    now,
  }).catch(async (error: unknown) => {
    // A refused claim keeps nothing: its photo goes too. A failed removal must not hide why the
    // claim was refused, so it is only reported.
    if (photoKey)
      await photoStore()
        .delete(photoKey)
        .catch((cleanup: unknown) =>
          logger().error({ photo_key: photoKey, err: cleanup }, 'Claim photo left behind'),
        );
    throw error;
  });
  const [view] = await claimViews(db, [claim]);
  return view!;
}

interface NewClaim {
  customerId: number;
  orderId: number;
  input: ClaimInput;
  lines: ReturnType<typeof resolveLines>['lines'];
  amountCents: number;
  limits: Awaited<ReturnType<typeof claimLimits>>;
  photoKey: string | null;
  photoType: string | null;
  now: Date;
}

/** The claim and its lines, and its remedy when within the limits, in one locked transaction. */
function recordClaim(db: Database, claim: NewClaim) {
  const { customerId, orderId, input, lines, amountCents, limits, photoKey, photoType, now } =
    claim;
  return db.transaction(async (tx) => {
    // The order first, as refunds lock it before they touch the customer's credit balance.
    const payable = await payableRemedy(tx, orderId, input.remedy, amountCents);
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const taken = await tx
      .select({ id: claimLines.id })
      .from(claimLines)
      .where(
        inArray(
          claimLines.orderItemId,
          lines.map((line) => line.orderItemId),
        ),
      )
      .limit(1);
    if (taken.length)
      throw new DomainError(
        'already_claimed',
        'Some of these items were already reported: each item can be claimed once.',
      );
    const decision = decideClaim(
      limits,
      await recentClaims(tx, customerId, limits.periodDays, now),
      payable,
    );
    const [row] = await tx
      .insert(claims)
      .values({
        customerId,
        orderId,
        problem: input.problem,
        remedy: input.remedy,
        status: 'pending',
        note: input.note,
        photoKey,
        photoType,
        amountCents: payable,
        createdAt: now,
      })
      .returning();
    await tx.insert(claimLines).values(lines.map((line) => ({ ...line, claimId: row!.id })));
    if (decision.outcome === 'approve') return approveWithRemedy(tx, row!, null, now);
    await sendReceivedEmail(tx, row!);
    return row!;
  });
}

/** GET /api/v3/customers/{id}/claims/: the customer's own claims, newest first. */
export async function listCustomerClaims(
  db: Database,
  customerId: number,
): Promise<CustomerClaimsView> {
  const rows = await db
    .select()
    .from(claims)
    .where(eq(claims.customerId, customerId))
    .orderBy(desc(claims.id))
    .limit(100);
  const limits = await claimLimits(db);
  return { results: await claimViews(db, rows), window_days: limits.windowDays };
}

/** A claim's photo for its own customer (404 for anyone else's, or when it has none). */
export async function customerClaimPhoto(db: Database, customerId: number, claimId: number) {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.id, claimId), eq(claims.customerId, customerId)));
  return readPhoto(row);
}

export async function readPhoto(
  row: { photoKey: string | null; photoType: string | null } | undefined,
) {
  if (!row?.photoKey || !row.photoType) throw new DomainError('not_found', 'No photo.');
  const bytes = await photoStore().get(row.photoKey);
  if (!bytes) throw new DomainError('not_found', 'No photo.');
  return { bytes, contentType: row.photoType };
}
