import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import type { OrderRow } from '@/server/db/schema';
import type { AgreedPlan } from '../consents/consents-service';

/** The audit action of a pup (and its first box) added by an agent for the customer. */
export const ADD_PUP_AUDIT = 'customer.add_pup';

/**
 * When an agent placed this first-box order for the customer (the console's Add a pup), the
 * agent's audit row is written by whoever records the order (the request, its retry or the
 * sweeper), in the transaction that writes the plans, the consent and the email, so the change
 * and its record commit together. Orders the customer placed themselves carry no agent.
 */
export async function auditAgentOrder(
  tx: Database,
  order: OrderRow,
  plans: AgreedPlan[],
): Promise<void> {
  const staffId = order.renewalConsent?.staff_id;
  if (staffId === undefined) return;
  await recordAudit(tx, {
    staffId,
    action: ADD_PUP_AUDIT,
    targetType: 'customer',
    targetId: order.customerId,
    before: null,
    after: {
      order_id: order.id,
      delivery_date: order.deliveryDate,
      total: order.totalCents,
      coupon_code: order.couponCode,
      plans: plans.map(({ subscription_id, pet_id, pet_name }) => ({
        subscription_id,
        pet_id,
        pet_name,
      })),
      // The customer agreed to the renewal terms to the agent: this agent, at this time.
      renewal_consent: {
        terms_version: order.renewalConsent!.terms_version,
        accepted_at: order.renewalConsent!.accepted_at,
        taken_by_staff_id: staffId,
      },
    },
  });
}
