import { describe, expect, it } from 'vitest';
import petRoute from '@/pages/api/v3/customers/[id]/pets/[petId]';
import petsRoute from '@/pages/api/v3/customers/[id]/pets/index';
import { ACTIVITY_LEVELS } from '@/domain/nutrition';
import { MAX_PETS_PER_CUSTOMER } from '@/server/services/pets/pets-service';
import { createCustomer, createSignedInCustomer } from '../factories/customers';
import { BISCUIT } from '../factories/pets';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';
import { subscriptions } from '@/server/db/schema';
import { PET_MESSAGES } from '@/domain/pet-messages';

const cancelledPlan = (customerId: number, petId: number) => ({
  customerId,
  petId,
  sku: 'FR_900_14_chicken_0',
  weeksOfFood: 2,
  nextDeliveryDate: '2030-01-07',
  status: 'cancelled' as const,
});

describe('/api/v3/customers/{id}/pets/', () => {
  const database = useTestDatabase();
  const list = useRoute(petsRoute);
  const one = useRoute(petRoute);
  const post = (id: number, token: string | undefined, body: unknown) =>
    list({
      method: 'POST',
      url: `/api/v3/customers/${id}/pets/`,
      params: { id: String(id) },
      token,
      body,
    });

  it('adds a pup with its daily calories and lists it', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const created = await post(customer.id, token, BISCUIT);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...BISCUIT, id: expect.any(Number) });
    expect(created.json.kcalories_per_day).toBeGreaterThan(700);
    expect(created.json.kcalories_per_day).toBeLessThan(1100);
    const listed = await list({
      url: `/api/v3/customers/${customer.id}/pets/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(listed.json).toEqual([created.json]);
  });

  it('answers 400 with the spec’s messages for a blank pup', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await post(customer.id, token, {
      name: '',
      weight: '',
      activity_level: '',
      is_neutered: '',
      birth_year: '',
      birth_month: '',
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      name: [`${PET_MESSAGES.name} (name: the pup’s name)`],
      weight: [`${PET_MESSAGES.weight} (weight: current weight in pounds)`],
      activity_level: [
        `${PET_MESSAGES.activity} (activity_level: one of ${ACTIVITY_LEVELS.join(', ')})`,
      ],
      is_neutered: [`${PET_MESSAGES.neutered} (is_neutered: true or false)`],
      birth_year: [`${PET_MESSAGES.birthYear} (birth_year: four-digit year)`],
      birth_month: [`${PET_MESSAGES.birthMonth} (birth_month: month number, 1 to 12)`],
    });
  });

  it.each([
    [{ weight: 0 }, 'weight'],
    [{ weight: 400 }, 'weight'],
    [{ activity_level: 'couch' }, 'activity_level'],
    [{ birth_year: 2999 }, 'birth_year'],
    [{ birth_month: 13 }, 'birth_month'],
    [{ allergies: ['chocolate'] }, 'allergies[0]'],
  ])('refuses %o', async (change, field) => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await post(customer.id, token, { ...BISCUIT, ...change });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json)).toEqual([field]);
  });

  it(`holds at most ${MAX_PETS_PER_CUSTOMER} pups`, async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    for (let i = 0; i < MAX_PETS_PER_CUSTOMER; i += 1)
      expect((await post(customer.id, token, { ...BISCUIT, name: `Biscuit ${i}` })).status).toBe(
        201,
      );
    expect(
      (await post(customer.id, token, { ...BISCUIT, name: 'One more' })).json.non_field_errors,
    ).toHaveLength(1);
  });

  it('refuses a second pup with the same name (trimmed, any case), unless that pup’s plan was cancelled', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const first = await post(customer.id, token, BISCUIT);
    expect(first.status).toBe(201);
    const twin = await post(customer.id, token, {
      ...BISCUIT,
      name: `  ${BISCUIT.name.toUpperCase()} `,
    });
    expect(twin.status).toBe(400);
    expect(twin.json).toEqual({
      name: [
        `You already have a pup called ${BISCUIT.name.toUpperCase()}. Please give each pup a different name.`,
      ],
    });
    const mochi = await post(customer.id, token, { ...BISCUIT, name: 'Mochi' });
    const renamed = await one({
      method: 'PUT',
      url: `/api/v3/customers/${customer.id}/pets/${mochi.json.id}/`,
      params: { id: String(customer.id), petId: String(mochi.json.id) },
      token,
      body: { ...BISCUIT, name: BISCUIT.name.toLowerCase() },
    });
    expect(renamed.status).toBe(400);
    // Saving a pup under its own name is no clash.
    const same = await one({
      method: 'PUT',
      url: `/api/v3/customers/${customer.id}/pets/${first.json.id}/`,
      params: { id: String(customer.id), petId: String(first.json.id) },
      token,
      body: { ...BISCUIT, weight: 31 },
    });
    expect(same.status).toBe(200);
    // A pup whose plan was cancelled leaves its name free for a new one.
    await database
      .db()
      .insert(subscriptions)
      .values(cancelledPlan(customer.id, first.json.id as number));
    expect((await post(customer.id, token, BISCUIT)).status).toBe(201);
  });

  it('edits and removes the caller’s pup; another customer’s pup does not exist for them', async () => {
    const owner = await createSignedInCustomer(database.db());
    const pet = (await post(owner.customer.id, owner.token, BISCUIT)).json;
    const stranger = await createSignedInCustomer(database.db());
    const at = (customerId: number, token: string, method = 'GET', body?: unknown) =>
      one({
        method,
        url: `/api/v3/customers/${customerId}/pets/${pet.id}/`,
        params: { id: String(customerId), petId: String(pet.id) },
        token,
        body,
      });
    expect((await at(stranger.customer.id, stranger.token)).status).toBe(404);
    expect((await at(stranger.customer.id, stranger.token, 'PUT', BISCUIT)).status).toBe(404);
    expect((await at(stranger.customer.id, stranger.token, 'DELETE')).status).toBe(404);
    expect((await at(owner.customer.id, stranger.token)).status).toBe(403);
    const edited = await at(owner.customer.id, owner.token, 'PUT', { ...BISCUIT, weight: 32 });
    expect(edited.json.weight).toBe(32);
    expect((await at(owner.customer.id, owner.token, 'DELETE')).status).toBe(204);
    expect((await at(owner.customer.id, owner.token)).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const customer = await createCustomer(database.db());
    expect((await post(customer.id, undefined, BISCUIT)).status).toBe(401);
  });
});
