import { serverEnv } from '@/env';
import { canShareWithChat } from './chat-identity';

export interface ChatContact {
  id: number;
  email: string;
  firstName: string;
}

/** The part of intercom-client's contacts API used here, so tests can hand in a stand-in. */
export interface ContactsApi {
  showContactByExternalId(request: { external_id: string }): Promise<{ id?: string } | undefined>;
  create(request: {
    role: 'user';
    external_id: string;
    email: string;
    name: string;
  }): Promise<unknown>;
  update(request: { contact_id: string; email: string; name: string }): Promise<unknown>;
}

const SYNC_TIMEOUT_SECONDS = 5;

async function intercomContacts(token: string): Promise<ContactsApi> {
  const { IntercomClient } = await import('intercom-client');
  const client = new IntercomClient({
    token,
    timeoutInSeconds: SYNC_TIMEOUT_SECONDS,
    maxRetries: 1,
  });
  return client.contacts as unknown as ContactsApi;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { statusCode?: number }).statusCode === 404;

/**
 * Creates or updates the customer's Intercom contact, so customer care sees who is writing.
 * Only with an access token, and only for customers with a first name and email.
 */
export async function syncChatContact(
  customer: ChatContact,
  contacts: ContactsApi | null = null,
): Promise<'created' | 'updated' | 'skipped'> {
  const token = serverEnv().intercomAccessToken;
  if ((!token && !contacts) || !canShareWithChat(customer)) return 'skipped';
  const api = contacts ?? (await intercomContacts(token!));
  const externalId = String(customer.id);
  const existing = await api.showContactByExternalId({ external_id: externalId }).catch((error) => {
    if (isNotFound(error)) return undefined;
    throw error;
  });
  if (existing?.id) {
    await api.update({ contact_id: existing.id, email: customer.email, name: customer.firstName });
    return 'updated';
  }
  await api.create({
    role: 'user',
    external_id: externalId,
    email: customer.email,
    name: customer.firstName,
  });
  return 'created';
}

/**
 * Fire and forget: the customer's request never waits for Intercom or fails because of it.
 * Returns the sync's promise for tests; callers ignore it.
 */
export function syncChatContactInBackground(
  customer: ChatContact,
  contacts?: ContactsApi | null,
): Promise<void> {
  return syncChatContact(customer, contacts ?? null).then(
    () => undefined,
    (error: unknown) => console.warn('The chat contact could not be synced', error),
  );
}
