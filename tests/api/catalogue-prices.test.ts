import type { GetStaticPropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import { getStaticProps as bakedRecipeProps } from '@/pages/baked-dog-food/[recipe]';
import { getStaticProps as freshRecipeProps } from '@/pages/fresh-dog-food/[recipe]';
import type { CartView } from '@/contracts/cart';
import { RECIPES, type RecipeData } from '@/domain/catalog/recipes-data';
import { formatCents } from '@/domain/format/money';
import { planSku } from '@/domain/plan-sku';
import type { RecipePageProps } from '@/features/catalog/catalog-props';
import { prices } from '@/server/db/schema';
import { invalidateCatalog } from '@/server/services/catalog/catalog-repository';
import { createSignedInCustomer } from '../factories/customers';
import { createPet } from '../factories/pets';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

/**
 * A recipe page's 'X PER WEEK' and the cart's price for the same plan come from one catalogue:
 * they agree, and a price in the price table reaches both without a rebuild or a re-seed.
 */
describe('one source for plan prices', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(cartRoute);

  async function pageProps(recipe: RecipeData): Promise<RecipePageProps> {
    const load = recipe.kind === 'fresh' ? freshRecipeProps : bakedRecipeProps;
    const result = await load({ params: { recipe: recipe.slug } } as GetStaticPropsContext<{
      recipe: string;
    }>);
    if (!('props' in result)) throw new Error(`no page for ${recipe.key}`);
    return result.props as RecipePageProps;
  }

  /** The weekly price the cart API quotes the page's typical dog for this recipe alone. */
  async function cartPerWeek(recipe: RecipeData): Promise<string> {
    const { customer, token } = await createSignedInCustomer(database.db());
    // The pages quote a 30 lb, neutered, normally active adult: the factory's pup, minus allergies.
    const pet = await createPet(database.db(), customer.id, { allergies: [] });
    const sku = planSku(recipe.kind === 'fresh' ? 'FR' : 'DY', pet.kcalories_per_day, {
      fresh: recipe.kind === 'fresh' ? [recipe.key] : [],
      dry: recipe.kind === 'dry' ? [recipe.key] : [],
    });
    const response = await call({
      method: 'PUT',
      url: `/api/v3/customers/${customer.id}/cart/`,
      params: { id: String(customer.id) },
      token,
      body: { subscriptions: { [pet.id]: { sku, addons: [] } } },
    });
    expect(response.status).toBe(200);
    const cart = response.json as unknown as CartView;
    return `${formatCents(cart.subscriptions[pet.id]!.price_per_week)} PER WEEK`;
  }

  it('shows on every orderable recipe page the price the cart charges', async () => {
    const compared: string[] = [];
    for (const recipe of RECIPES) {
      const props = await pageProps(recipe);
      if (!props.orderable) continue;
      expect({ recipe: recipe.key, page: props.perWeek }).toEqual({
        recipe: recipe.key,
        page: await cartPerWeek(recipe),
      });
      compared.push(recipe.key);
    }
    expect(compared).toEqual(expect.arrayContaining(['chicken', 'beef', 'baked-chicken']));
  });

  it('moves both with the price table, not the catalogue constant', async () => {
    const chicken = RECIPES.find((recipe) => recipe.key === 'chicken')!;
    const before = (await pageProps(chicken)).perWeek;
    // A price in force since a day long past (and after the starting price): in force today,
    // whatever today is. Written straight to the table, as a change reaches it on its first day.
    await database
      .db()
      .insert(prices)
      .values({
        kind: 'recipe',
        item: 'chicken',
        amountCents: chicken.centsPer1000Kcal + 200,
        effectiveFrom: '2021-06-01',
      });
    // Another process learns of it within the cache's lifetime; this one at once.
    invalidateCatalog();
    const page = (await pageProps(chicken)).perWeek;
    expect(page).not.toBe(before);
    expect(await cartPerWeek(chicken)).toBe(page);
    expect(chicken.centsPer1000Kcal).toBe(520);
  });
});
