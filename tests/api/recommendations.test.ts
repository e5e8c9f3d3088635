import { afterEach, describe, expect, it } from 'vitest';
import route from '@/pages/api/v3/product-recommendations';
import { pets } from '@/server/db/schema';
import { resetServerFlagsForTests } from '@/server/services/catalog/server-flags';
import type { RecommendationEntry } from '@/domain/recommendations';
import { createSignedInCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

const DOG = 'activity_level=normal&is_neutered=true&weight=30';

describe('GET /api/v3/product-recommendations/', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(route);
  const get = (query: string, token?: string) =>
    call<RecommendationEntry[] & Record<string, unknown>>({
      url: `/api/v3/product-recommendations/?${query}`,
      token,
    });

  afterEach(() => {
    delete process.env.FEATURE_FLAGS;
    resetServerFlagsForTests();
  });

  it('recommends the four plan types for a dog described in the query', async () => {
    const response = await get(DOG);
    expect(response.status).toBe(200);
    expect(response.json.map((entry) => entry.product_type)).toEqual([
      'FR',
      'half_fresh',
      'DY',
      'MX',
    ]);
    const [fresh] = response.json;
    expect(Object.keys(fresh!).sort()).toEqual([
      'available_recipes',
      'product_type',
      'products',
      'recommended',
      'starter_boxes',
    ]);
    const product = fresh!.products[0]!;
    expect(product).toMatchObject({
      product_type: 'FR',
      portion_size: '1.0',
      kcalories_per_day: 794,
    });
    for (const field of [
      'sku',
      'weeks_of_food',
      'tray_count',
      'bag_count',
      'price_per_week',
      'price_per_meal',
      'price_per_day',
      'discounted_price_per_week',
      'discounted_price_per_meal',
      'discounted_price_per_day',
      'available_recipes',
      'recommended',
      'starter_boxes',
    ]) {
      expect(product).toHaveProperty(field);
    }
    expect(product.price_per_week).toBe(product.price_per_day * 7);
    expect(product.variants).toBeUndefined();
    expect(product.available_recipes.fresh).not.toContain('lamb');
  });

  it('does not recommend recipes with the allergens given', async () => {
    const response = await get(`${DOG}&allergies=chicken,fish`);
    for (const entry of response.json) {
      const recommended = entry.recommended
        ? [...entry.recommended.recipes.fresh, ...entry.recommended.recipes.dry]
        : [];
      expect(recommended).not.toContain('chicken');
      expect(recommended).not.toContain('baked-chicken');
    }
  });

  it('includes variants with full_products and prices half portions alone with portion_size=0.5', async () => {
    const full = await get(`${DOG}&full_products=true`);
    expect(full.json[0]!.products[0]!.variants!.length).toBeGreaterThan(1);
    const half = await get(`${DOG}&portion_size=0.5`);
    expect(half.json.map((entry) => entry.product_type)).toEqual(['half_fresh']);
    expect(half.json[0]!.products[0]!.portion_size).toBe('0.5');
  });

  it('applies a coupon to the discounted prices', async () => {
    const response = await get(`${DOG}&coupon_code=welcome50`);
    const product = response.json[0]!.products[0]!;
    expect(product.discounted_price_per_day).toBe(Math.round(product.price_per_day / 2));
  });

  it('offers a half-fresh plan, half portions of fresh food, while SHOW_HALF_FRESH is on', async () => {
    process.env.FEATURE_FLAGS = 'SHOW_HALF_FRESH=on';
    resetServerFlagsForTests();
    const response = await get(DOG);
    expect(response.status).toBe(200);
    expect(response.json.map((entry) => entry.product_type)).toEqual([
      'FR',
      'half_fresh',
      'DY',
      'MX',
    ]);
    const halfFresh = response.json.find((entry) => entry.product_type === 'half_fresh')!;
    expect(halfFresh.products[0]!.portion_size).toBe('0.5');
  });

  it('offers no half-fresh plan while SHOW_HALF_FRESH is off', async () => {
    process.env.FEATURE_FLAGS = 'SHOW_HALF_FRESH=off';
    resetServerFlagsForTests();
    const response = await get(DOG);
    expect(response.status).toBe(200);
    expect(response.json.map((entry) => entry.product_type)).toEqual(['FR', 'DY', 'MX']);
  });

  it('offers lamb when SHOW_LAMB is on', async () => {
    process.env.FEATURE_FLAGS = 'SHOW_LAMB=on';
    resetServerFlagsForTests();
    const response = await get(DOG);
    expect(response.json[0]!.available_recipes.fresh).toContain('lamb');
  });

  it.each([
    [
      'activity_level=normal&is_neutered=true',
      'weight',
      "Current weight is required. (weight: the dog's current weight in pounds, 1 to 250)",
    ],
    [
      'activity_level=normal&is_neutered=true&weight=',
      'weight',
      "Current weight is required. (weight: the dog's current weight in pounds, 1 to 250)",
    ],
    [
      'activity_level=normal&is_neutered=true&weight=heavy',
      'weight',
      'Current weight must be a number of pounds.',
    ],
    [
      'activity_level=normal&is_neutered=true&weight=0',
      'weight',
      'Current weight must be between 1 and 250 lb.',
    ],
    [
      'activity_level=normal&is_neutered=true&weight=900',
      'weight',
      'Current weight must be between 1 and 250 lb.',
    ],
    [
      'is_neutered=true&weight=30',
      'activity_level',
      "Activity level is required. (activity_level: the dog's activity level: low, normal, high)",
    ],
    [
      'activity_level=frantic&is_neutered=true&weight=30',
      'activity_level',
      'Must be one of low, normal, high.',
    ],
    [
      'activity_level=normal&weight=30',
      'is_neutered',
      'Spayed/Neutered status is required. (is_neutered: whether the dog is spayed or neutered: true or false)',
    ],
    ['activity_level=normal&is_neutered=maybe&weight=30', 'is_neutered', 'Must be true or false.'],
    [`${DOG}&allergies=chicken,kryptonite`, 'allergies', /^Unknown allergies: kryptonite\./],
    [`${DOG}&full_products=yes`, 'full_products', 'Must be true or false.'],
    [`${DOG}&portion_size=0.25`, 'portion_size', "Must be '0.5' or '1.0'."],
    [`${DOG}&recommendation_version=2`, 'recommendation_version', /^Unknown version/],
    [`${DOG}&coupon_code=NOPE`, 'coupon_code', 'This offer code is not valid.'],
    [`${DOG}&coupon_code=SUMMER2025`, 'coupon_code', 'This offer code is not valid.'],
    [
      `${DOG}&coupon_code=${encodeURIComponent('<script>')}`,
      'coupon_code',
      'This offer code is not valid.',
    ],
    [`${DOG}&weight=40`, 'weight', 'Give this parameter only once.'],
    ['pet_id=abc', 'pet_id', 'A valid pet id is required.'],
    ['pet_id=0', 'pet_id', 'A valid pet id is required.'],
    [`pet_id=3&${DOG}`, 'non_field_errors', "Give either pet_id or the dog's details, not both."],
  ])('answers 400 on the field at fault for %s', async (query, field, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const messages = (response.json as unknown as Record<string, string[]>)[field];
    expect(messages).toBeDefined();
    expect(
      messages!.some((text) =>
        typeof message === 'string' ? text === message : message.test(text),
      ),
    ).toBe(true);
  });

  it('reports every bad field at once', async () => {
    const response = await get('activity_level=frantic&weight=abc');
    expect(Object.keys(response.json as object).sort()).toEqual([
      'activity_level',
      'is_neutered',
      'weight',
    ]);
  });

  describe('by pet_id', () => {
    async function petOf(customerId: number, overrides: Partial<typeof pets.$inferInsert> = {}) {
      const [pet] = await database
        .db()
        .insert(pets)
        .values({
          customerId,
          name: 'Biscuit',
          weightLb: '30',
          activityLevel: 'normal',
          isNeutered: true,
          allergies: ['beef'],
          ...overrides,
        })
        .returning();
      return pet!;
    }

    it('recommends for the caller’s own pet, honouring its allergies', async () => {
      const { customer, token } = await createSignedInCustomer(database.db());
      const pet = await petOf(customer.id);
      const response = await get(`pet_id=${pet.id}`, token);
      expect(response.status).toBe(200);
      expect(response.json[0]!.products[0]!.kcalories_per_day).toBe(794);
      expect(response.json[0]!.recommended!.recipes.fresh).not.toContain('beef');
    });

    it('answers 401 without a token', async () => {
      const { customer } = await createSignedInCustomer(database.db());
      const pet = await petOf(customer.id);
      expect((await get(`pet_id=${pet.id}`)).status).toBe(401);
    });

    it("answers 404 for another customer's pet, as for a pet that does not exist", async () => {
      const owner = await createSignedInCustomer(database.db());
      const pet = await petOf(owner.customer.id, { name: 'Secret Pup' });
      const { token } = await createSignedInCustomer(database.db());
      const foreign = await get(`pet_id=${pet.id}`, token);
      expect(foreign.status).toBe(404);
      expect(foreign.text).not.toContain('Secret Pup');
      expect((await get('pet_id=999999', token)).status).toBe(404);
    });
  });
});
