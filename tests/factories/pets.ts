import type { Allergen } from '@/domain/allergens';
import type { Database } from '@/server/db/client';
import { createPet as insertPet } from '@/server/services/pets/pets-service';

/** A typical quiz answer: a 30 lb, spayed, moderately active adult allergic to beef. */
export const BISCUIT = {
  name: 'Biscuit',
  weight: 30,
  activity_level: 'normal' as const,
  is_neutered: true,
  birth_year: 2020,
  birth_month: 5,
  allergies: ['beef' as Allergen],
};

export function createPet(
  db: Database,
  customerId: number,
  overrides: Partial<typeof BISCUIT> = {},
) {
  return insertPet(db, customerId, { ...BISCUIT, ...overrides });
}
