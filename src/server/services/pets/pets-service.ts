import { and, asc, count, eq } from 'drizzle-orm';
import type { PetInput, PetView } from '@/contracts/pets';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { pets, subscriptions, type PetRow } from '@/server/db/schema';
import { ageInMonths, dailyCalories } from '@/domain/nutrition';
import { duplicateNameMessage, duplicatePupNames, takenPupNames } from '@/domain/pup-names';
import { clockNow } from '@/server/clock';

/** A household with more dogs than this is a kennel: they should talk to us. */
export const MAX_PETS_PER_CUSTOMER = 10;

export function petCalories(row: PetRow): number {
  return dailyCalories({
    weightLb: Number(row.weightLb),
    activityLevel: row.activityLevel,
    isNeutered: row.isNeutered,
    ageMonths:
      row.birthYear && row.birthMonth
        ? ageInMonths(row.birthYear, row.birthMonth, clockNow())
        : undefined,
    bodyCondition: row.bodyCondition,
  });
}

export function toPetView(row: PetRow): PetView {
  return {
    id: row.id,
    name: row.name,
    weight: Number(row.weightLb),
    activity_level: row.activityLevel,
    is_neutered: row.isNeutered,
    birth_year: row.birthYear,
    birth_month: row.birthMonth,
    allergies: row.allergies,
    kcalories_per_day: petCalories(row),
  };
}

const toColumns = (input: PetInput) => ({
  name: input.name,
  weightLb: String(input.weight),
  activityLevel: input.activity_level,
  isNeutered: input.is_neutered,
  birthYear: input.birth_year,
  birthMonth: input.birth_month,
  allergies: [...new Set(input.allergies)],
});

/** The customer's pups, oldest first. */
export async function listPets(db: Database, customerId: number): Promise<PetView[]> {
  const rows = await db
    .select()
    .from(pets)
    .where(eq(pets.customerId, customerId))
    .orderBy(asc(pets.id));
  return rows.map(toPetView);
}

/** The customer's own pet; anyone else's does not exist (404, nothing revealed). */
export async function findOwnPet(db: Database, customerId: number, petId: number) {
  const [row] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.customerId, customerId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', 'No such pup.');
  return row;
}

/**
 * 400 on the name when another of the customer's pups has it. A pup whose plan was cancelled does
 * not hold on to its name: a new dog may well be named after one that is gone.
 */
async function assertNameFree(db: Database, customerId: number, name: string, petId?: number) {
  const rows = await db
    .select({ id: pets.id, name: pets.name, status: subscriptions.status })
    .from(pets)
    .leftJoin(subscriptions, eq(subscriptions.petId, pets.id))
    .where(eq(pets.customerId, customerId));
  const taken = takenPupNames(
    [...new Map(rows.map((row) => [row.id, row])).values()],
    rows.flatMap((row) => (row.status ? [{ petId: row.id, status: row.status }] : [])),
    petId === undefined ? [] : [petId],
  );
  if (Object.keys(duplicatePupNames([{ key: 'name', name }], taken)).length)
    throw new ValidationError({ name: [duplicateNameMessage(name)] });
}

export async function createPet(
  db: Database,
  customerId: number,
  input: PetInput,
): Promise<PetView> {
  const [existing] = await db
    .select({ value: count() })
    .from(pets)
    .where(eq(pets.customerId, customerId));
  if ((existing?.value ?? 0) >= MAX_PETS_PER_CUSTOMER) {
    throw new ValidationError({
      non_field_errors: [
        `An account can hold up to ${MAX_PETS_PER_CUSTOMER} pups. Please contact Canine Care for more.`,
      ],
    });
  }
  await assertNameFree(db, customerId, input.name);
  const [row] = await db
    .insert(pets)
    .values({ customerId, ...toColumns(input) })
    .returning();
  return toPetView(row!);
}

export async function updatePet(
  db: Database,
  customerId: number,
  petId: number,
  input: PetInput,
): Promise<PetView> {
  await findOwnPet(db, customerId, petId);
  await assertNameFree(db, customerId, input.name, petId);
  const [row] = await db
    .update(pets)
    .set(toColumns(input))
    .where(and(eq(pets.id, petId), eq(pets.customerId, customerId)))
    .returning();
  return toPetView(row!);
}

/** Removes a pup that has no subscription yet (a quiz entry changed before checkout). */
export async function deletePet(db: Database, customerId: number, petId: number): Promise<void> {
  await findOwnPet(db, customerId, petId);
  const [subscribed] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.petId, petId))
    .limit(1);
  if (subscribed) {
    throw new DomainError(
      'pet_has_subscription',
      'This pup has a subscription. Cancel it from My plan instead.',
    );
  }
  await db.delete(pets).where(and(eq(pets.id, petId), eq(pets.customerId, customerId)));
}
