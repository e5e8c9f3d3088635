import { and, eq, sql } from 'drizzle-orm';
import type { CartView } from '@/contracts/cart';
import type { CheckoutErrorCode } from '@/contracts/errors';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { planBoxesOfLines, rememberBoxContents } from '../fulfilment/box-contents-tallies';
import { carts, customers, orderItems, orders, payments, subscriptions } from '@/server/db/schema';
import { nextDeliveryAfter } from '@/domain/delivery-schedule';
import { renewalTerms } from '@/domain/renewal-terms';
import { isReferralCode } from '@/server/domain/referrals';
import { reportError } from '@/server/monitoring/report-error';
import { priceCart } from '../cart/price-cart';
import { findOfferByCode } from '../catalog/catalog-repository';
import { findRedeemableOffer } from '../catalog/offers';
import { recordConsents } from '../consents/consents-service';
import { auditAgentOrder } from '../care/add-pup-audit';
import { countOfferUse, orderItemRows } from '../orders/place-order';
import { recordReferral } from '../referrals/referral-service';
import { loadOrderView } from './load-order';
import { sendOrderConfirmation } from './order-email';
import { addonsFor } from './order-lines';
import { clockNow } from '@/server/clock';
import { commitOrderTax } from '@/server/tax/tax-records';

const fail = (code: CheckoutErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

/**
 * Writes the paid order of a captured one, in one transaction with its confirmation email, so it
 * happens exactly once whoever finishes the order. Should that fail after the card was charged,
 * the order stays 'captured' for a retry or the sweeper (Canine Care sees it in the reports) and
 * the customer is told with the spec's bc_order_failed rather than left to pay again.
 */
export async function recordOrder(db: Database, orderId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ cartId: orders.cartId, customerId: orders.customerId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!target) return;
      // The cart first, then the order, as the order claim takes them: the other way round,
      // this update of the order and a replay's claim (cart locked, order insert waiting on
      // this transaction) deadlock.
      await tx
        .select({ id: carts.id })
        .from(carts)
        .where(
          target.cartId !== null
            ? eq(carts.id, target.cartId)
            : eq(carts.customerId, target.customerId),
        )
        .for('update');
      const [claimed] = await tx
        .update(orders)
        .set({ status: 'paid', retryAt: null })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'captured')))
        .returning();
      if (!claimed) return;
      const { customerId, deliveryDate } = claimed;
      // Orders claimed before snapshots were kept are finished with the cart as it stands.
      const cart =
        (claimed.cartSnapshot as unknown as CartView | null) ?? (await currentCart(tx, customerId));
      const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
      await tx
        .update(payments)
        .set({ status: 'succeeded', updatedAt: clockNow() })
        .where(eq(payments.id, claimed.paymentId!));
      // Orders claim their lines with them; one claimed before that records them now.
      const [line] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, claimed.id))
        .limit(1);
      const plans = Object.values(cart.subscriptions);
      await rememberBoxContents(tx, [
        ...(line ? [] : planBoxesOfLines(cart.lines)),
        ...plans.map((sub) => ({ sku: sub.sku, weeks: sub.weeks_of_food })),
      ]);
      if (!line) await tx.insert(orderItems).values(orderItemRows(claimed.id, cart.lines));
      const offerRow = cart.offer ? await findOfferByCode(tx, cart.offer.code) : null;
      const everyBoxCode = offerRow?.appliesTo === 'EVERY_BOX' ? offerRow.code : null;
      const agreed = [];
      for (const sub of plans) {
        const values = {
          customerId,
          petId: sub.pet_id,
          sku: sub.sku,
          addons: addonsFor(cart, sub.pet_id),
          status: 'active' as const,
          weeksOfFood: sub.weeks_of_food,
          nextDeliveryDate: nextDeliveryAfter(deliveryDate, sub.weeks_of_food),
          // An every-box code stays with the plan: renewals price it as long as it is redeemable.
          ...(everyBoxCode ? { offerCode: everyBoxCode } : {}),
          cancelReason: null,
          updatedAt: clockNow(),
        };
        const [written] = await tx
          .insert(subscriptions)
          .values(values)
          .onConflictDoUpdate({ target: subscriptions.petId, set: values })
          .returning({ id: subscriptions.id });
        agreed.push({
          subscription_id: written!.id,
          pet_id: sub.pet_id,
          pet_name: sub.pet_name,
          repeat: sub.repeat,
        });
      }
      // The terms the customer agreed to, as the consents keep them and the email repeats them.
      const taxKnown = Boolean(cart.tax_state);
      const terms = renewalTerms(agreed, deliveryDate, taxKnown);
      // Orders claimed before consent was asked for carry none: nothing is made up for them.
      if (claimed.renewalConsent)
        await recordConsents(tx, {
          customerId,
          agreement: `order:${claimed.id}`,
          source: 'checkout',
          orderId: claimed.id,
          evidence: claimed.renewalConsent,
          plans: agreed,
          firstDelivery: deliveryDate,
          taxKnown,
        });
      await auditAgentOrder(tx, claimed, agreed);
      await tx
        .update(customers)
        .set({ status: 'active', updatedAt: clockNow() })
        .where(eq(customers.id, customerId));
      await tx
        .update(carts)
        .set({
          subscriptions: {},
          lineItems: [],
          couponCode: null,
          version: sql`${carts.version} + 1`,
          updatedAt: clockNow(),
        })
        .where(eq(carts.id, claimed.cartId ?? cart.cart_id));
      if (cart.offer) await countOfferUse(tx, cart.offer.code);
      if (cart.offer && isReferralCode(cart.offer.code)) {
        const referral = await findRedeemableOffer(tx, cart.offer.code);
        if (referral?.referrerId !== undefined)
          await recordReferral(tx, customer!, referral.referrerId);
      }
      await sendOrderConfirmation(tx, customer!, await loadOrderView(tx, claimed.id), terms);
    });
    // Outside the transaction: a call to the tax provider, recorded once whoever gets here.
    await commitOrderTax(db, orderId);
  } catch (error) {
    reportError(error, { where: 'checkout', orderId });
    fail(
      'bc_order_failed',
      'Your payment went through but we could not finish your order. Canine Care will be in touch.',
    );
  }
}

async function currentCart(db: Database, customerId: number): Promise<CartView> {
  const [cartRow] = await db.select().from(carts).where(eq(carts.customerId, customerId));
  return priceCart(db, cartRow!);
}
