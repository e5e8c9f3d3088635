import { serverEnv } from '@/env/server';
import type { JobQueue } from '@/server/jobs/job-queue';
import { logger } from '@/server/observability/logger';
import { canShareWithChat, chatName } from './chat-identity';

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
  delete(request: { contact_id: string }): Promise<unknown>;
}

export interface ContactsConnection {
  token: string;
  /** Another region's API host (api.eu.intercom.io...) or a stand-in; Intercom's US host if unset. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export type ContactsFactory = (connection: ContactsConnection) => Promise<ContactsApi>;

// Short and retried once: the sync runs beside a customer's request on the same server.
const SYNC_TIMEOUT_SECONDS = 5;

/** intercom-client's contacts, loaded only when a sync actually runs. */
export const intercomContacts: ContactsFactory = async ({ token, baseUrl, fetch }) => {
  const { IntercomClient } = await import('intercom-client');
  const client = new IntercomClient({
    token,
    ...(baseUrl ? { baseUrl } : {}),
    ...(fetch ? { fetch } : {}),
    timeoutInSeconds: SYNC_TIMEOUT_SECONDS,
    maxRetries: 1,
  });
  return client.contacts as unknown as ContactsApi;
};

let defaultFactory: ContactsFactory = intercomContacts;

/** Only for tests: what every sync without its own factory connects with. */
export function setContactsFactoryForTests(factory: ContactsFactory | null): void {
  defaultFactory = factory ?? intercomContacts;
  syncsBesideRequests.clear();
}

/** Syncs started beside a request and not yet finished (a test waits for them to settle). */
const syncsBesideRequests = new Set<Promise<void>>();

/** Only for tests: resolves once every sync started beside a request so far has finished. */
export async function contactSyncsSettledForTests(): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- waits for syncs already running, each on its own connection
  await Promise.all([...syncsBesideRequests]);
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { statusCode?: number }).statusCode === 404;

export interface SyncOptions {
  /** Defaults to INTERCOM_ACCESS_TOKEN; without a token nothing is sent. */
  token?: string;
  baseUrl?: string;
  contacts?: ContactsFactory;
}

/**
 * Creates or updates the customer's Intercom contact, so customer care sees who is writing.
 * Only with an access token, and only for customers with a first name and email (spec section 5).
 */
export async function syncChatContact(
  customer: ChatContact,
  options: SyncOptions = {},
): Promise<'created' | 'updated' | 'skipped'> {
  const env = serverEnv();
  const token = options.token ?? env.intercomAccessToken;
  if (!token || !canShareWithChat(customer)) return 'skipped';
  const connect = options.contacts ?? defaultFactory;
  const api = await connect({ token, baseUrl: options.baseUrl ?? env.intercomApiBaseUrl });
  const externalId = String(customer.id);
  const details = { email: customer.email, name: chatName(customer) };
  const existing = await api.showContactByExternalId({ external_id: externalId }).catch((error) => {
    if (isNotFound(error)) return undefined;
    throw error;
  });
  if (existing?.id) {
    await api.update({ contact_id: existing.id, ...details });
    return 'updated';
  }
  await api.create({ role: 'user', external_id: externalId, ...details });
  return 'created';
}

/**
 * Deletes the customer's Intercom contact (their account was deleted), with the conversations
 * Intercom keeps with it. Safe to repeat: a contact Intercom does not know (never synced, or
 * deleted by an earlier try) is nothing to do. Without an access token nothing was ever sent.
 */
export async function deleteChatContact(
  customerId: number,
  options: SyncOptions = {},
): Promise<'deleted' | 'absent' | 'skipped'> {
  const env = serverEnv();
  const token = options.token ?? env.intercomAccessToken;
  if (!token) return 'skipped';
  const connect = options.contacts ?? defaultFactory;
  const api = await connect({ token, baseUrl: options.baseUrl ?? env.intercomApiBaseUrl });
  const existing = await api
    .showContactByExternalId({ external_id: String(customerId) })
    .catch((error) => {
      if (isNotFound(error)) return undefined;
      throw error;
    });
  if (!existing?.id) return 'absent';
  try {
    await api.delete({ contact_id: existing.id });
  } catch (error) {
    // Deleted between the two calls (an earlier try still under way): the same outcome.
    if (isNotFound(error)) return 'absent';
    throw error;
  }
  return 'deleted';
}

/**
 * Fire and forget: the customer's request never waits for Intercom or fails because of it. With
 * a job queue (`jobs`) the sync is a job (retried with backoff when Intercom fails); otherwise it
 * runs beside the request. Returns a promise for tests; callers ignore it.
 */
export function syncChatContactInBackground(
  customer: ChatContact,
  jobs: JobQueue | undefined,
  options?: SyncOptions,
): Promise<void> {
  if (jobs && !options) {
    if (!serverEnv().intercomAccessToken || !canShareWithChat(customer)) return Promise.resolve();
    return jobs
      .enqueueContactSync({ customerId: customer.id })
      .catch((error: unknown) =>
        logger().warn(
          { component: 'chat', customer_id: customer.id, err: error },
          'The chat contact sync could not be queued',
        ),
      );
  }
  // Started on the next turn, so even the SDK's import stays out of the request's own time.
  const sync = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => syncChatContact(customer, options))
    .then(
      () => undefined,
      (error: unknown) =>
        logger().warn(
          { component: 'chat', customer_id: customer.id, err: error },
          'The chat contact could not be synced',
        ),
    );
  syncsBesideRequests.add(sync);
  void sync.then(() => syncsBesideRequests.delete(sync));
  return sync;
}
