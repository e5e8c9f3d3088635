import { randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { offlinePaymentObjects } from '@/server/db/schema';
import { findObject } from './offline-store';

/**
 * The offline provider's webhook signing secret when STRIPE_WEBHOOK_SECRET is unset: made at
 * random the first time it is needed and kept with the provider's other objects (as Stripe
 * keeps a webhook endpoint's secret), so every instance on the database shares it and nobody
 * can read it in the source, as they could the constant it replaces. Local tools that send
 * offline events read it here.
 */
const ENDPOINT_ID = 'we_offline_install';

interface WebhookEndpoint {
  id: string;
  secret: string;
}

const known = new WeakMap<Database, string>();

export async function offlineWebhookSecret(db: Database): Promise<string> {
  const cached = known.get(db);
  if (cached) return cached;
  let endpoint = await findObject<WebhookEndpoint>(db, ENDPOINT_ID, 'webhook_endpoint');
  if (!endpoint) {
    const made = { id: ENDPOINT_ID, secret: `whsec_${randomBytes(32).toString('base64url')}` };
    // Two instances starting at once: the first insert wins and both read the winner.
    await db
      .insert(offlinePaymentObjects)
      .values({ id: made.id, object: 'webhook_endpoint', data: { ...made } })
      .onConflictDoNothing();
    endpoint = await findObject<WebhookEndpoint>(db, ENDPOINT_ID, 'webhook_endpoint');
  }
  if (!endpoint) throw new Error('The offline webhook secret could not be stored.');
  known.set(db, endpoint.secret);
  return endpoint.secret;
}
