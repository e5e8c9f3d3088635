import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerEnvForTests } from '@/env/server';
import { captureLogs } from '@/server/observability/logger';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import { registerLead } from '@/server/services/auth/sign-in';
import {
  contactSyncsSettledForTests,
  setContactsFactoryForTests,
  type ContactsApi,
  type ContactsFactory,
} from '@/server/services/chat/contact-sync';
import { createSignedInCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

/** An Intercom that records what it is asked and answers the way a test needs. */
function intercomThat(answer: 'works' | 'fails' | 'hangs') {
  const seen: Array<{ email: string; name: string }> = [];
  const respond = <T>(value: T) =>
    answer === 'fails'
      ? Promise.reject(Object.assign(new Error('Service unavailable'), { statusCode: 503 }))
      : answer === 'hangs'
        ? new Promise<T>(() => undefined)
        : Promise.resolve(value);
  const api: ContactsApi = {
    showContactByExternalId: () =>
      answer === 'works'
        ? Promise.reject(Object.assign(new Error('Not found'), { statusCode: 404 }))
        : respond(undefined),
    create: (request) => {
      seen.push({ email: request.email, name: request.name });
      return respond({});
    },
    update: (request) => {
      seen.push({ email: request.email, name: request.name });
      return respond({});
    },
    delete: () => respond({}),
  };
  const factory: ContactsFactory = vi.fn(() => Promise.resolve(api));
  return { seen, factory };
}

describe('Intercom contact sync beside the customer’s own requests', () => {
  const database = useTestDatabase();
  const call = useRoute(customerRoute);
  const put = (id: number, token: string, body: unknown) =>
    call({
      method: 'PUT',
      url: `/api/v3/customers/${id}/`,
      params: { id: String(id) },
      token,
      body,
    });

  beforeEach(() => {
    process.env.INTERCOM_ACCESS_TOKEN = 'intercom-token-for-tests';
    resetServerEnvForTests();
  });
  afterEach(() => {
    delete process.env.INTERCOM_ACCESS_TOKEN;
    resetServerEnvForTests();
    setContactsFactoryForTests(null);
    vi.restoreAllMocks();
  });

  it('sends the edited name and email after the customer edits their info', async () => {
    const intercom = intercomThat('works');
    setContactsFactoryForTests(intercom.factory);
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await put(customer.id, token, {
      first_name: 'Ada',
      email: 'ada@example.test',
    });
    expect(response.status).toBe(200);
    await vi.waitFor(() =>
      expect(intercom.seen).toEqual([{ email: 'ada@example.test', name: 'Ada' }]),
    );
  });

  it.each(['fails', 'hangs'] as const)(
    'answers the edit at once when Intercom %s',
    async (answer) => {
      const captured = captureLogs('warn');
      const intercom = intercomThat(answer);
      setContactsFactoryForTests(intercom.factory);
      const { customer, token } = await createSignedInCustomer(database.db());
      const response = await put(customer.id, token, { first_name: 'Ada' });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ first_name: 'Ada' });
      await vi.waitFor(() => {
        expect(intercom.factory).toHaveBeenCalled();
        if (answer === 'fails')
          expect(captured.lines()).toContainEqual(
            expect.objectContaining({ msg: 'The chat contact could not be synced' }),
          );
      });
      captured.restore();
    },
  );

  it('signs a new lead in even when Intercom fails', async () => {
    const intercom = intercomThat('fails');
    setContactsFactoryForTests(intercom.factory);
    const user = await registerLead(database.db(), undefined, {
      email: 'new.lead@example.test',
      first_name: 'Rex',
    });
    expect(user).toMatchObject({ email: 'new.lead@example.test', first_name: 'Rex' });
    await vi.waitFor(() => expect(intercom.factory).toHaveBeenCalled());
  });

  it('creates the contact after registration', async () => {
    const intercom = intercomThat('works');
    setContactsFactoryForTests(intercom.factory);
    await registerLead(database.db(), undefined, { email: 'rex@example.test', first_name: 'Rex' });
    await vi.waitFor(() =>
      expect(intercom.seen).toEqual([{ email: 'rex@example.test', name: 'Rex' }]),
    );
  });

  it('contacts nobody without an access token', async () => {
    delete process.env.INTERCOM_ACCESS_TOKEN;
    resetServerEnvForTests();
    const intercom = intercomThat('works');
    setContactsFactoryForTests(intercom.factory);
    const { customer, token } = await createSignedInCustomer(database.db());
    expect((await put(customer.id, token, { first_name: 'Ada' })).status).toBe(200);
    await registerLead(database.db(), undefined, {
      email: 'quiet@example.test',
      first_name: 'Quiet',
    });
    await contactSyncsSettledForTests();
    expect(intercom.factory).not.toHaveBeenCalled();
  });
});
