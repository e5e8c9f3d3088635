import type { NextApiRequest, NextApiResponse } from 'next';
import { DomainError } from '@/server/errors';
import { closeIfBodyUnread } from '@/server/api/body';
import { sendJson, sendProblem } from '@/server/api/responder';
import { getDb } from '@/server/db/client';
import { processJobs } from '@/server/jobs/process-jobs';
import { getPaymentProvider, PaymentProviderError } from '@/server/payments';
import { handlePaymentEvent } from '@/server/services/webhooks/payment-events';

export const config = { api: { bodyParser: false } };

const MAX_BYTES = 512 * 1024;

async function rawBody(req: NextApiRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) throw new DomainError('payload_too_large', 'Event too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/v3/webhooks/payments/: the payment provider's events (Stripe's, or the offline
 * provider's in the same format). The signature is checked over the raw body before anything
 * is read from it.
 */
export default async function paymentWebhook(req: NextApiRequest, res: NextApiResponse) {
  try {
    if (req.method !== 'POST')
      throw new DomainError('method_not_allowed', `Method "${req.method ?? 'GET'}" not allowed.`, {
        allowedMethods: ['POST'],
      });
    const body = await rawBody(req);
    const db = getDb();
    const header = req.headers['stripe-signature'];
    const provider = getPaymentProvider(db);
    let event;
    try {
      event = await provider.constructEvent(body, Array.isArray(header) ? header[0] : header);
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw new DomainError('invalid_signature', 'The event signature does not verify.');
      throw error;
    }
    // Acknowledged once it is safely queued (the provider retries anything not acknowledged);
    // without a queue in this process it is applied before answering.
    const jobs = processJobs();
    if (jobs) {
      await jobs.enqueuePaymentEvent({ event });
      sendJson(res, 200, { received: true, queued: true });
      return;
    }
    const processed = await handlePaymentEvent(db, provider, event);
    sendJson(res, 200, { received: true, duplicate: !processed });
  } catch (error) {
    closeIfBodyUnread(req, res);
    sendProblem(res, error, { method: req.method, url: req.url });
  }
}
