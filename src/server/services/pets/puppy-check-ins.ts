import { and, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, pets, subscriptions, type PetRow } from '@/server/db/schema';
import { shopToday } from '@/domain/delivery-schedule';
import { ageInMonths, isGrowing } from '@/domain/nutrition';
import { formatCents } from '@/domain/format/money';
import { sendTemplate } from '@/server/email/templates/define-email';
import { puppyCheckInEmail } from '@/server/email/templates/puppy-check-in-email';
import { type NoticeUnit } from '../notices/notice-unit';
import { workOut } from './check-in-service';

const grams = (portion: { fresh_grams_per_day: number; dry_grams_per_day: number }) =>
  [
    portion.fresh_grams_per_day ? `${portion.fresh_grams_per_day} g fresh` : null,
    portion.dry_grams_per_day ? `${portion.dry_grams_per_day} g baked` : null,
  ]
    .filter(Boolean)
    .join(' and ');

/** Pups on a running plan (active or paused) with a birth month, not reminded this month. */
function unremindedPups(db: Database, month: string, petId?: number) {
  return db
    .select({ pet: pets, customer: customers })
    .from(pets)
    .innerJoin(subscriptions, eq(subscriptions.petId, pets.id))
    .innerJoin(customers, eq(customers.id, pets.customerId))
    .where(
      and(
        inArray(subscriptions.status, ['active', 'paused']),
        isNotNull(pets.birthYear),
        isNotNull(pets.birthMonth),
        or(isNull(pets.checkinRemindedMonth), ne(pets.checkinRemindedMonth, month)),
        petId === undefined ? undefined : eq(pets.id, petId),
      ),
    );
}

const growing = (pet: PetRow, now: Date) =>
  isGrowing(ageInMonths(pet.birthYear!, pet.birthMonth!, now));

/**
 * The daily finder of growing-puppy reminders: each pup under a year on a running plan gets one
 * email a month with this month's calories, portion and price at its last weight. One query, one
 * unit per pup and month.
 */
export async function findPuppyCheckIns(db: Database, now: Date): Promise<NoticeUnit[]> {
  const month = shopToday(now).slice(0, 7);
  const due = await unremindedPups(db, month);
  return due
    .filter(({ pet }) => growing(pet, now))
    .map(({ pet }) => ({
      kind: 'puppy-check-in' as const,
      id: pet.id,
      key: `puppy-check-in:${pet.id}:${month}`,
    }));
}

/**
 * One pup's reminder. The month is marked on the pup in the same transaction as the outbox row,
 * and only if it was not marked yet, so a job run twice (or two workers) send it once per pup per
 * month.
 */
export async function sendPuppyCheckIn(db: Database, petId: number, now: Date): Promise<boolean> {
  const month = shopToday(now).slice(0, 7);
  const [found] = await unremindedPups(db, month, petId);
  if (!found || !growing(found.pet, now)) return false;
  const { pet, customer } = found;
  const age = ageInMonths(pet.birthYear!, pet.birthMonth!, now);
  const weightLb = Number(pet.weightLb);
  const { quote } = await workOut(
    db,
    customer.id,
    pet.id,
    { weight_lb: weightLb, body_condition: pet.bodyCondition ?? 'just_right' },
    now,
  );
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(pets)
      .set({ checkinRemindedMonth: month })
      .where(
        and(
          eq(pets.id, pet.id),
          or(isNull(pets.checkinRemindedMonth), ne(pets.checkinRemindedMonth, month)),
        ),
      )
      .returning({ id: pets.id });
    if (!marked) return false;
    await sendTemplate(tx, customer.email, puppyCheckInEmail, {
      firstName: customer.firstName ?? '',
      petName: pet.name,
      ageMonths: age,
      weightLb,
      dailyKcal: quote.daily_kcalories,
      portion: quote.plan ? grams(quote.plan.next) : null,
      pricePerWeek: quote.plan ? formatCents(quote.plan.next.price_per_week) : null,
      currentPricePerWeek: quote.plan ? formatCents(quote.plan.now.price_per_week) : null,
    });
    return true;
  });
}
