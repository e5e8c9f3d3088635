import type { FieldErrors } from '@/server/errors';
import type { AddonRow, PetRow, RecipeRow } from '@/server/db/schema';
import { parsePlanSku } from '@/domain/plan-sku';
import { allergenRefusals } from '../catalog/allergen-guard';

interface CartAllergenInput {
  subscriptions: Record<string, { sku: string; addons: Array<{ sku: string }> }>;
  lineItems: Array<{ sku: string; pet_id?: number | null }>;
  acknowledged: boolean | undefined;
}

/**
 * The cart's allergy check: a plan's recipes and a pup's extras against that pup, an order-wide
 * extra (no pet_id) against every pup with a plan in the cart. Refused unless acknowledged.
 */
export function cartAllergenErrors(
  input: CartAllergenInput,
  context: {
    pets: Map<number, PetRow>;
    recipes: RecipeRow[];
    products: Map<string, AddonRow>;
    /** Pups whose plans are in the cart once this update is saved. */
    cartPetIds: number[];
  },
): FieldErrors {
  const errors: FieldErrors = {};
  const addons = [...context.products.values()].map((row) => ({ ...row, key: row.sku }));
  const check = (
    field: string,
    items: typeof addons | RecipeRow[],
    keys: string[],
    pets: PetRow[],
  ) => {
    const messages = allergenRefusals(items, keys, pets, input.acknowledged);
    if (messages.length) (errors[field] ??= []).push(...messages);
  };
  for (const [key, sub] of Object.entries(input.subscriptions)) {
    const pet = context.pets.get(Number(key));
    const selection = parsePlanSku(sub.sku)?.selection;
    if (!pet) continue;
    if (selection)
      check(
        `subscriptions.${key}.sku`,
        context.recipes,
        [...selection.fresh, ...selection.dry],
        [pet],
      );
    sub.addons.forEach((addon, index) =>
      check(`subscriptions.${key}.addons[${index}].sku`, addons, [addon.sku], [pet]),
    );
  }
  const inCart = context.cartPetIds.flatMap((id) => context.pets.get(id) ?? []);
  input.lineItems.forEach((line, index) => {
    const pet = line.pet_id ? context.pets.get(line.pet_id) : undefined;
    check(`line_items[${index}].sku`, addons, [line.sku], pet ? [pet] : line.pet_id ? [] : inCart);
  });
  return errors;
}
