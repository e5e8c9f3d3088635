import { readAll } from '@/server/db/read-all';
import { and, eq } from 'drizzle-orm';
import { shopToday } from '@/domain/delivery-schedule';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { pets } from '@/server/db/schema';
import { ageInMonths, dailyCalories, type DogProfile } from '@/domain/nutrition';
import { PLAN_TYPES, type PlanType } from '@/domain/plan-types';
import { buildRecommendations, type RecommendationEntry } from '@/domain/recommendations';
import { availableRecipes } from '../catalog/available-recipes';
import { listActiveRecipes } from '../catalog/catalog-repository';
import { offerFromQuery } from '../catalog/offers';
import { serverFlags } from '../catalog/server-flags';
import type { RecommendationQuery } from './recommendation-query';
import { clockNow } from '@/server/clock';

function planTypesFor(portion: '0.5' | '1.0' | undefined): PlanType[] {
  const flags = serverFlags();
  if (portion === '0.5') return ['half_fresh'];
  if (portion === '1.0') return ['FR', 'DY', 'MX'];
  return PLAN_TYPES.filter((type) => type !== 'half_fresh' || flags.SHOW_HALF_FRESH);
}

/** The caller's own pet as a dog profile; anyone else's pet does not exist (404). */
async function petProfile(
  db: Database,
  petId: number,
  customerId: number,
): Promise<{ profile: DogProfile; allergies: string[] }> {
  const [pet] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.customerId, customerId)))
    .limit(1);
  if (!pet) throw new DomainError('not_found', 'No such pet.');
  const ageMonths =
    pet.birthYear && pet.birthMonth
      ? ageInMonths(pet.birthYear, pet.birthMonth, clockNow())
      : undefined;
  return {
    profile: {
      weightLb: Number(pet.weightLb),
      activityLevel: pet.activityLevel,
      isNeutered: pet.isNeutered,
      ageMonths,
    },
    allergies: pet.allergies,
  };
}

export async function getRecommendations(
  db: Database,
  query: RecommendationQuery,
  caller: () => Promise<number>,
): Promise<RecommendationEntry[]> {
  const dog =
    query.by === 'pet'
      ? await petProfile(db, query.petId, await caller())
      : {
          profile: {
            weightLb: query.weightLb,
            activityLevel: query.activityLevel,
            isNeutered: query.isNeutered,
            ageMonths: query.ageMonths,
          },
          allergies: query.allergies,
        };
  const [rows, offer] = await readAll(db, [
    () => listActiveRecipes(db, shopToday(clockNow())),
    () => offerFromQuery(db, query.common.couponCode),
  ]);
  return buildRecommendations(planTypesFor(query.common.portionSize), {
    kcalPerDay: dailyCalories(dog.profile),
    available: availableRecipes(rows, serverFlags()),
    allergies: dog.allergies,
    offer,
    includeVariants: query.common.fullProducts,
  });
}
