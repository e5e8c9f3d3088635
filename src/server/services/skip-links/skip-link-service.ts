import { eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { idempotencyKeys, pets, subscriptions } from '@/server/db/schema';
import { lastChangeDay, shopToday } from '@/domain/delivery-schedule';
import { skipNextDelivery } from '../subscriptions/schedule-service';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { verifySkipToken } from './skip-token';
import { clockNow } from '@/server/clock';

export const skipLinkSchema = object({ token: string().trim().max(200).required(FIELD_REQUIRED) });

export const SKIP_LINK_MESSAGES = {
  invalid:
    'This skip link is not valid. Please use the link from your latest email, or skip the box from My plan.',
  expired:
    'This skip link has expired. You can still skip or change the box from My plan until its change-by date.',
  used: 'This link was already used.',
  changed:
    'This box has already been skipped or moved, so there is nothing to skip. See My plan for your next box.',
} as const;

/** What the skip page shows before anything changes (a GET, safe for link previewers). */
export type SkipLinkState =
  | { state: 'ready'; pet_name: string; delivery_date: string; change_by: string }
  | { state: 'invalid' | 'expired' | 'used' | 'changed'; message: string };

const linkUseKey = (subscriptionId: number, deliveryDate: string) =>
  `skip-link:${subscriptionId}:${deliveryDate}`;

async function usedAlready(db: Database, subscriptionId: number, deliveryDate: string) {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, linkUseKey(subscriptionId, deliveryDate)));
  return Boolean(row);
}

async function planOf(db: Database, subscriptionId: number) {
  const [row] = await db
    .select({ subscription: subscriptions, petName: pets.name })
    .from(subscriptions)
    .innerJoin(pets, eq(pets.id, subscriptions.petId))
    .where(eq(subscriptions.id, subscriptionId));
  return row;
}

export async function inspectSkipLink(
  db: Database,
  token: string,
  now = clockNow(),
): Promise<SkipLinkState> {
  const check = verifySkipToken(token, now);
  if (!check.ok) return { state: check.reason, message: SKIP_LINK_MESSAGES[check.reason] };
  const { subscriptionId, deliveryDate } = check.claim;
  if (await usedAlready(db, subscriptionId, deliveryDate))
    return { state: 'used', message: SKIP_LINK_MESSAGES.used };
  const plan = await planOf(db, subscriptionId);
  if (!plan) return { state: 'invalid', message: SKIP_LINK_MESSAGES.invalid };
  if (plan.subscription.nextDeliveryDate !== deliveryDate)
    return { state: 'changed', message: SKIP_LINK_MESSAGES.changed };
  return {
    state: 'ready',
    pet_name: plan.petName,
    delivery_date: deliveryDate,
    change_by: lastChangeDay(deliveryDate),
  };
}

export interface SkipLinkResult {
  skipped_date: string;
  next_delivery_date: string;
  pet_name: string;
}

/**
 * Skips the box a reminder's link names, once. The skip itself is the customer's own
 * (skipNextDelivery: active plan, before the cut-off, that very box); the link's use is recorded
 * in the same transaction, so a refused skip leaves the link usable and a second click is told
 * the link was used.
 */
export async function redeemSkipLink(
  db: Database,
  token: string,
  now = clockNow(),
): Promise<SkipLinkResult> {
  const check = verifySkipToken(token, now);
  if (!check.ok)
    throw new DomainError(`skip_link_${check.reason}`, SKIP_LINK_MESSAGES[check.reason]);
  const { subscriptionId, deliveryDate } = check.claim;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ key: linkUseKey(subscriptionId, deliveryDate) })
      .onConflictDoNothing()
      .returning();
    if (!claimed) throw new DomainError('skip_link_used', SKIP_LINK_MESSAGES.used);
    const plan = await planOf(tx, subscriptionId);
    if (!plan) throw new DomainError('skip_link_invalid', SKIP_LINK_MESSAGES.invalid);
    if (plan.subscription.nextDeliveryDate !== deliveryDate)
      throw new DomainError('skip_link_box_changed', SKIP_LINK_MESSAGES.changed);
    const view = await skipNextDelivery(
      tx,
      plan.subscription.customerId,
      subscriptionId,
      { delivery_date: deliveryDate },
      shopToday(now),
    );
    await tx
      .update(idempotencyKeys)
      .set({ customerId: plan.subscription.customerId, status: 200 })
      .where(eq(idempotencyKeys.key, linkUseKey(subscriptionId, deliveryDate)));
    return {
      skipped_date: deliveryDate,
      next_delivery_date: view.next_delivery_date,
      pet_name: plan.petName,
    };
  });
}
