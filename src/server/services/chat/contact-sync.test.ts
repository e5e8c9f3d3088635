import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@/server/observability/logger';
import {
  intercomContacts,
  syncChatContact,
  syncChatContactInBackground,
  type ContactsApi,
} from './contact-sync';

const ROBIN = { id: 12, email: 'robin@example.test', firstName: 'Robin' };
const TOKEN = 'intercom-token-for-tests';

function fakeContacts(existingId?: string) {
  const api = {
    showContactByExternalId: vi.fn(() =>
      existingId
        ? Promise.resolve({ id: existingId })
        : Promise.reject(Object.assign(new Error('Not found'), { statusCode: 404 })),
    ),
    create: vi.fn(() => Promise.resolve({})),
    update: vi.fn(() => Promise.resolve({})),
    delete: vi.fn(() => Promise.resolve({})),
  } satisfies ContactsApi;
  const factory = vi.fn(() => Promise.resolve(api));
  return { api, factory };
}

describe('syncChatContact', () => {
  afterEach(() => vi.restoreAllMocks());

  it('creates a contact for a customer Intercom does not know yet', async () => {
    const { api, factory } = fakeContacts();
    expect(await syncChatContact(ROBIN, { token: TOKEN, contacts: factory })).toBe('created');
    expect(factory).toHaveBeenCalledWith(expect.objectContaining({ token: TOKEN }));
    expect(api.create).toHaveBeenCalledWith({
      role: 'user',
      external_id: '12',
      email: 'robin@example.test',
      name: 'Robin',
    });
    expect(api.update).not.toHaveBeenCalled();
  });

  it('updates the contact it already has', async () => {
    const { api, factory } = fakeContacts('contact-9');
    expect(await syncChatContact(ROBIN, { token: TOKEN, contacts: factory })).toBe('updated');
    expect(api.update).toHaveBeenCalledWith({
      contact_id: 'contact-9',
      email: 'robin@example.test',
      name: 'Robin',
    });
    expect(api.create).not.toHaveBeenCalled();
  });

  it('does not even connect without an access token', async () => {
    const { factory } = fakeContacts();
    expect(await syncChatContact(ROBIN, { token: '', contacts: factory })).toBe('skipped');
    expect(factory).not.toHaveBeenCalled();
  });

  it.each([
    ['no first name', { firstName: ' ' }],
    ['a placeholder first name', { firstName: 'Pup Parent' }],
    ['no email', { email: '' }],
  ])('sends nothing for a customer with %s', async (_, change) => {
    const { factory } = fakeContacts();
    const result = await syncChatContact(
      { ...ROBIN, ...change },
      { token: TOKEN, contacts: factory },
    );
    expect(result).toBe('skipped');
    expect(factory).not.toHaveBeenCalled();
  });

  it('never fails the caller when Intercom is down', async () => {
    const captured = captureLogs();
    const { api, factory } = fakeContacts();
    api.showContactByExternalId.mockRejectedValue(
      Object.assign(new Error('Bad gateway'), { statusCode: 502 }),
    );
    await expect(
      syncChatContactInBackground(ROBIN, undefined, { token: TOKEN, contacts: factory }),
    ).resolves.toBeUndefined();
    expect(api.create).not.toHaveBeenCalled();
    captured.restore();
    expect(captured.lines()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'The chat contact could not be synced',
        err: expect.objectContaining({ message: 'Bad gateway' }),
      }),
    );
  });

  it('does not start the sync inside the caller’s turn', () => {
    const { factory } = fakeContacts();
    void syncChatContactInBackground(ROBIN, undefined, { token: TOKEN, contacts: factory });
    expect(factory).not.toHaveBeenCalled();
  });
});

describe('intercomContacts (the real intercom-client, over a recorded fetch)', () => {
  it('looks the customer up by external id at the configured base URL, then creates them', async () => {
    const requests: Array<{ method: string; url: string; auth: string | null; body: unknown }> = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const headers = new Headers(init?.headers);
      requests.push({
        method: init?.method ?? 'GET',
        url,
        auth: headers.get('authorization'),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.includes('find_by_external_id'))
        return new Response(JSON.stringify({ type: 'error.list', errors: [] }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      return new Response(JSON.stringify({ type: 'contact', id: 'c-1' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof globalThis.fetch;

    const result = await syncChatContact(ROBIN, {
      token: TOKEN,
      baseUrl: 'http://127.0.0.1:3999',
      contacts: (connection) => intercomContacts({ ...connection, fetch }),
    });

    expect(result).toBe('created');
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET http://127.0.0.1:3999/contacts/find_by_external_id/12',
      'POST http://127.0.0.1:3999/contacts',
    ]);
    expect(requests[0]?.auth).toBe(`Bearer ${TOKEN}`);
    expect(requests[1]?.body).toEqual({
      role: 'user',
      external_id: '12',
      email: 'robin@example.test',
      name: 'Robin',
    });
  });
});
