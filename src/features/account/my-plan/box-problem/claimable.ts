import type { Claim, Order } from '@/lib/api-client';
import { claimWindowProblem, type ClaimWindowProblem } from '@/domain/claim-rules';
import { addDays } from '@/domain/delivery-schedule';

/**
 * Which lines of an order can still be reported (each line once), and whether the order can be
 * reported today at all: the server's rule (src/domain/claim-rules.ts) decides both sides.
 */
export function claimableOrder(
  order: Order,
  claims: Claim[],
  today: string,
  windowDays: number,
): {
  open: boolean;
  claimedItemIds: Set<number>;
  problem: ClaimWindowProblem | null;
  /** The last day it can be reported. */
  until: string;
} {
  const reship = claims.some((claim) => claim.reship_order_id === order.id);
  const claimedItemIds = new Set(
    claims
      .filter((claim) => claim.order_id === order.id)
      .flatMap((claim) => claim.lines.map((line) => line.order_item_id)),
  );
  const problem = claimWindowProblem({
    orderStatus: order.status,
    orderKind: reship ? 'reship' : 'box',
    deliveryDate: order.delivery_date,
    arrivedOn: order.shipments.flatMap((shipment) => shipment.arrived_on ?? []),
    today,
    windowDays,
  });
  const left = order.items.some((item) => !claimedItemIds.has(item.id));
  return {
    open: problem === null && left,
    claimedItemIds,
    problem,
    until: addDays(order.delivery_date, windowDays),
  };
}
