import { and, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { recordAudit } from '@/server/admin/audit';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { customers, orderItems, orders, pets, shipments } from '@/server/db/schema';
import { isPackable } from '@/domain/fulfilment-schedule';
import {
  nextShipmentState,
  type ShipmentAction,
  type ShipmentState,
} from '@/domain/shipment-state';
import { CARRIER_CODES, checkTracking, type Carrier } from '@/domain/tracking-numbers';
import { contentsEditUnderWay } from '../console-orders/contents-edit-under-way';
import { creditShippedReferral } from '../referrals/referral-service';
import { fulfilmentToday } from './fulfilment-clock';
import { getBox } from './fulfilment-service';
import type { FulfilmentBoxView } from './fulfilment-view';
import { sendShippedEmail } from './shipment-email';
import { clockNow } from '@/server/clock';

export const shipSchema = object({
  carrier: string()
    .label('carrier')
    .required()
    .oneOf([...CARRIER_CODES], 'Choose USPS, UPS, FedEx or another carrier.'),
  tracking_number: string().label('tracking number').trim().required().max(60),
  tracking_url: string().label('tracking page address').trim().max(500).optional(),
});

export interface StaffActor {
  staffId: number;
}

interface BoxKey {
  orderId: number;
  petId: number;
}

const stateOf = (row: typeof shipments.$inferSelect | undefined): ShipmentState => ({
  status: row?.status ?? 'pending',
  carrier: row?.carrier ?? null,
  tracking_number: row?.trackingNumber ?? null,
});

/**
 * One action on one box in one transaction: the order row is locked so actions on its boxes
 * queue, the transition is decided by the shipment-state rule, and the change, its audit row and
 * (for a shipment) the customer's email are written together. Repeating an action is a no-op.
 */
type Correction = {
  kind: 'correct';
  carrier: string;
  tracking_number: string;
  tracking_url: string;
};

/** A shipped box's carrier and tracking number put right, with the wrong ones in the audit row. */
async function correct(
  tx: Database,
  current: typeof shipments.$inferSelect | undefined,
  box: BoxKey,
  actor: StaffActor,
  action: Correction,
) {
  if (current?.status !== 'shipped')
    throw new DomainError('conflict', 'Only a shipped box’s tracking number can be corrected.');
  await tx
    .update(shipments)
    .set({
      carrier: action.carrier as Carrier,
      trackingNumber: action.tracking_number,
      trackingUrl: action.tracking_url,
    })
    .where(eq(shipments.id, current.id));
  await recordAudit(tx, {
    staffId: actor.staffId,
    action: 'fulfilment.tracking_correct',
    targetType: 'box',
    targetId: `${box.orderId}-${box.petId}`,
    before: { carrier: current.carrier, tracking_number: current.trackingNumber },
    after: { carrier: action.carrier, tracking_number: action.tracking_number },
  });
}

type BoxAction = (ShipmentAction & { tracking_url?: string }) | Correction;

/**
 * One action on one box inside the caller's transaction (a bulk action applies many in one).
 * Every refusal is thrown before anything is written, so a caller may catch it and go on.
 */
export async function applyBoxAction(
  tx: Database,
  box: BoxKey,
  actor: StaffActor,
  action: BoxAction,
): Promise<'changed' | 'unchanged'> {
  {
    const [order] = await tx
      .select({
        id: orders.id,
        deliveryDate: orders.deliveryDate,
        status: orders.status,
        holdReason: orders.holdReason,
        email: customers.email,
        firstName: customers.firstName,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, box.orderId))
      .for('update', { of: orders });
    const [plan] = order
      ? await tx
          .select({ pupName: pets.name })
          .from(orderItems)
          .innerJoin(pets, eq(pets.id, orderItems.petId))
          .where(and(eq(orderItems.orderId, box.orderId), eq(orderItems.petId, box.petId)))
          .limit(1)
      : [];
    if (!order || order.status !== 'paid' || !plan)
      throw new DomainError('not_found', 'No such box.');
    if (action.kind === 'pack' && (await contentsEditUnderWay(tx, box.orderId)))
      throw new DomainError(
        'conflict',
        'This box’s recipes and extras are being changed in the console: pack it in a moment.',
      );
    if (action.kind !== 'correct' && !isPackable(order.deliveryDate, fulfilmentToday()))
      throw new DomainError(
        'not_packable',
        'This box is a forecast: its delivery date’s cut-off has not passed, so the customer can still change it.',
      );
    const [current] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, box.orderId), eq(shipments.petId, box.petId)));
    const before = stateOf(current);
    if (action.kind === 'correct') {
      await correct(tx, current, box, actor, action);
      return 'changed';
    }
    // A held box (refunded in full, or held by staff) is neither packed nor shipped.
    if (order.holdReason)
      throw new DomainError(
        'box_on_hold',
        order.holdReason === 'refunded'
          ? 'Do not ship: this box was refunded in full.'
          : 'Do not ship: this box is on hold.',
      );
    const transition = nextShipmentState(before, action);
    if (transition.outcome === 'conflict') throw new DomainError('conflict', transition.detail);
    if (transition.outcome === 'unchanged') return 'unchanged';
    if (action.kind === 'pack') {
      await tx
        .insert(shipments)
        .values({ orderId: box.orderId, petId: box.petId, status: 'packed' });
    } else {
      await tx
        .update(shipments)
        .set({
          status: 'shipped',
          carrier: action.carrier as Carrier,
          trackingNumber: action.tracking_number,
          trackingUrl: action.tracking_url,
          shippedAt: clockNow(),
        })
        .where(eq(shipments.id, current!.id));
      await sendShippedEmail(tx, {
        email: order.email,
        firstName: order.firstName,
        pupName: plan.pupName,
        orderId: order.id,
        carrier: action.carrier as Carrier,
        trackingNumber: action.tracking_number,
        trackingUrl: action.tracking_url!,
      });
      // The referral page's promise: the referrer's credit comes when the friend's box ships.
      await creditShippedReferral(tx, order.id);
    }
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: action.kind === 'pack' ? 'fulfilment.pack' : 'fulfilment.ship',
      targetType: 'box',
      targetId: `${box.orderId}-${box.petId}`,
      before,
      after:
        action.kind === 'pack'
          ? { status: 'packed' }
          : {
              status: 'shipped',
              carrier: action.carrier,
              tracking_number: action.tracking_number,
            },
    });
    return 'changed';
  }
}

async function act(
  db: Database,
  box: BoxKey,
  actor: StaffActor,
  action: BoxAction,
): Promise<FulfilmentBoxView> {
  await db.transaction((tx) => applyBoxAction(tx, box, actor, action));
  return getBox(db, box.orderId, box.petId);
}

export function packBox(db: Database, box: BoxKey, actor: StaffActor) {
  return act(db, box, actor, { kind: 'pack' });
}

function checkedTracking(input: ShipInput) {
  const check = checkTracking(input.carrier as Carrier, input.tracking_number, input.tracking_url);
  if (!check.ok)
    throw new ValidationError(
      Object.fromEntries(Object.entries(check.errors).map(([field, text]) => [field, [text]])),
    );
  return check;
}

type ShipInput = { carrier: string; tracking_number: string; tracking_url?: string };

/** PUT …/tracking/: a shipped box's tracking number corrected (audited with the old one). */
export function correctTracking(db: Database, box: BoxKey, actor: StaffActor, input: ShipInput) {
  const check = checkedTracking(input);
  return act(db, box, actor, {
    kind: 'correct',
    carrier: input.carrier,
    tracking_number: check.tracking_number,
    tracking_url: check.tracking_url,
  });
}

export function shipBox(db: Database, box: BoxKey, actor: StaffActor, input: ShipInput) {
  const check = checkedTracking(input);
  return act(db, box, actor, {
    kind: 'ship',
    carrier: input.carrier,
    tracking_number: check.tracking_number,
    tracking_url: check.tracking_url,
  });
}
