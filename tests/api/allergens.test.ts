import { describe, expect, it } from 'vitest';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import recommendationsRoute from '@/pages/api/v3/product-recommendations';
import addonsRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/addons';
import planRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/index';
import quoteRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/quote';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { containsAllergen } from '@/domain/allergens';
import { planSku } from '@/domain/plan-sku';
import type { RecommendationEntry } from '@/domain/recommendations';
import { createSignedInCustomer } from '../factories/customers';
import { createPet } from '../factories/pets';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

/**
 * A careful shop never pre-selects or recommends food with a pup's allergen, and takes it only
 * when the owner has acknowledged the warning (`allergen_acknowledged: true`).
 */
const CHICKEN_AND_BEEF = ['chicken', 'beef'];
const recipe = (key: string) => RECIPES.find((item) => item.key === key)!;
const unsafe = (keys: string[], allergies: string[]) =>
  keys.filter((key) => containsAllergen(recipe(key), allergies));
const keysOf = (selection: { fresh: string[]; dry: string[] }) => [
  ...selection.fresh,
  ...selection.dry,
];

describe('allergies in the recommendations API', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(recommendationsRoute);
  const get = (query: string, token?: string) =>
    call<RecommendationEntry[]>({ url: `/api/v3/product-recommendations/?${query}`, token });

  function expectNothingUnsafe(entries: RecommendationEntry[], allergies: string[]) {
    for (const entry of entries) {
      if (entry.recommended)
        expect(unsafe(keysOf(entry.recommended.recipes), allergies)).toEqual([]);
      for (const box of entry.starter_boxes)
        expect(unsafe(keysOf(box.recipes), allergies)).toEqual([]);
    }
  }

  it('recommends no baked recipe to a fish-allergic dog (both are made with fish oil)', async () => {
    const response = await get('activity_level=normal&is_neutered=true&weight=30&allergies=fish');
    expect(response.status).toBe(200);
    const dry = response.json.find((entry) => entry.product_type === 'DY')!;
    expect(dry.recommended).toBeNull();
    expect(dry.starter_boxes).toEqual([]);
    expectNothingUnsafe(response.json, ['fish']);
  });

  it('recommends and boxes nothing with chicken or beef for a pup allergic to both', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const pet = await createPet(database.db(), customer.id, { allergies: ['chicken', 'beef'] });
    const response = await get(`pet_id=${pet.id}&full_products=true`, token);
    expect(response.status).toBe(200);
    expectNothingUnsafe(response.json, CHICKEN_AND_BEEF);
    const byType = Object.fromEntries(response.json.map((entry) => [entry.product_type, entry]));
    expect(byType.FR!.recommended!.recipes.fresh).toEqual(['turkey', 'pork']);
    // Baked recipes are still on offer (with a warning), but none is recommended.
    expect(byType.DY!.recommended).toBeNull();
    expect(byType.DY!.available_recipes.dry).toEqual(['baked-chicken', 'baked-beef']);
    expect(byType.MX!.recommended).toBeNull();
  });
});

describe('allergies in the cart API', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(cartRoute);
  const put = (id: number, token: string, body: unknown) =>
    call<Record<string, string[]>>({
      method: 'PUT',
      url: `/api/v3/customers/${id}/cart/`,
      params: { id: String(id) },
      token,
      body,
    });

  async function allergicPup() {
    const signedIn = await createSignedInCustomer(database.db());
    const pet = await createPet(database.db(), signedIn.customer.id, {
      name: 'Rex',
      allergies: ['chicken', 'beef'],
    });
    const plan = (fresh: string[]) => planSku('FR', pet.kcalories_per_day, { fresh, dry: [] });
    return { ...signedIn, pet, plan };
  }

  it('refuses a plan with the pup’s allergen until the owner acknowledges it', async () => {
    const { customer, token, pet, plan } = await allergicPup();
    const body = { subscriptions: { [pet.id]: { sku: plan(['chicken', 'turkey']) } } };
    const refused = await put(customer.id, token, body);
    expect(refused.status).toBe(400);
    expect(refused.json[`subscriptions.${pet.id}.sku`]).toEqual([
      'Fresh Chicken contains chicken, which Rex is allergic to. Please confirm the allergy warning to choose it.',
    ]);
    const acknowledged = await put(customer.id, token, { ...body, allergen_acknowledged: true });
    expect(acknowledged.status).toBe(200);
  });

  it('takes a safe plan without any acknowledgement', async () => {
    const { customer, token, pet, plan } = await allergicPup();
    const response = await put(customer.id, token, {
      subscriptions: { [pet.id]: { sku: plan(['turkey', 'pork']) } },
    });
    expect(response.status).toBe(200);
  });

  it('refuses chicken jerky for the order of a chicken-allergic pup until acknowledged', async () => {
    const { customer, token, pet, plan } = await allergicPup();
    const jerky = (sku: string) => ({
      subscriptions: { [pet.id]: { sku: plan(['turkey']) } },
      line_items: [{ sku, quantity: 1, frequency: 1, recurrence: true, pet_id: null }],
    });
    const refused = await put(customer.id, token, jerky('JERKYSTRIPS-CH'));
    expect(refused.status).toBe(400);
    expect(refused.json['line_items[0].sku']).toEqual([
      'Chicken Jerky Strips contains chicken, which Rex is allergic to. Please confirm the allergy warning to choose it.',
    ]);
    expect((await put(customer.id, token, jerky('JERKYSTRIPS-TU'))).status).toBe(200);
    // The pup is now in the cart: a later order-wide line is checked against it too.
    const later = await put(customer.id, token, {
      line_items: [{ sku: 'JERKYSTRIPS-BE', quantity: 1, frequency: 1, pet_id: null }],
    });
    expect(later.status).toBe(400);
    expect(
      (await put(customer.id, token, { ...jerky('JERKYSTRIPS-CH'), allergen_acknowledged: true }))
        .status,
    ).toBe(200);
  });
});

describe('allergies when editing recipes and extras', () => {
  const database = useTestDatabase({ seed: true });
  const callPlan = useRoute(planRoute);
  const callQuote = useRoute(quoteRoute);
  const callAddons = useRoute(addonsRoute);
  const request = (
    caller: typeof callPlan,
    method: string,
    id: number,
    token: string,
    tail: string,
    body?: unknown,
  ) =>
    caller<Record<string, unknown>>({
      method,
      url: `/api/v3/subscriptions/${id}/${tail}`,
      params: { subscriptionId: String(id) },
      token,
      body,
    });

  // Biscuit (the factory's pup) is allergic to beef and eats Fresh Chicken.
  it('tells the owner the pup’s allergies with the subscription', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const response = await request(callPlan, 'GET', subscription.id, token, '');
    expect(response.json.pet_allergies).toEqual(['beef']);
  });

  it('refuses to add Fresh Beef for a beef-allergic pup until acknowledged; quotes it', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const body = { recipes: { fresh: ['chicken', 'beef'], dry: [] } };
    const quote = await request(callQuote, 'POST', subscription.id, token, 'quote/', body);
    expect(quote.status).toBe(200);
    const refused = await request(callPlan, 'PUT', subscription.id, token, '', body);
    expect(refused.status).toBe(400);
    expect(refused.json['recipes.fresh']).toEqual([
      'Fresh Beef contains beef, which Biscuit is allergic to. Please confirm the allergy warning to choose it.',
    ]);
    const saved = await request(callPlan, 'PUT', subscription.id, token, '', {
      ...body,
      allergen_acknowledged: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.recipes).toEqual({ fresh: ['chicken', 'beef'], dry: [] });
    // Already in the plan: changing the box size does not ask again.
    const resized = await request(callPlan, 'PUT', subscription.id, token, '', {
      weeks_of_food: 1,
    });
    expect(resized.status).toBe(200);
  });

  it('refuses beef jerky as an extra until acknowledged, and keeps one already chosen', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const beef = { sku: 'JERKYSTRIPS-BE', quantity: 1, frequency: 1 };
    const refused = await request(callAddons, 'PUT', subscription.id, token, 'addons/', {
      addons: [{ sku: 'ZOOMIES01', quantity: 1, frequency: 1 }, beef],
    });
    expect(refused.status).toBe(400);
    expect(refused.json['addons[1].sku']).toEqual([
      'Beef Jerky Strips contains beef, which Biscuit is allergic to. Please confirm the allergy warning to choose it.',
    ]);
    const saved = await request(callAddons, 'PUT', subscription.id, token, 'addons/', {
      addons: [beef],
      allergen_acknowledged: true,
    });
    expect(saved.status).toBe(200);
    const again = await request(callAddons, 'PUT', subscription.id, token, 'addons/', {
      addons: [{ ...beef, quantity: 2 }],
    });
    expect(again.status).toBe(200);
  });
});
