import type { NextApiRequest, NextApiResponse } from 'next';
import { DomainError, ValidationError } from '@/server/errors';
import { closeIfBodyUnread } from '@/server/api/body';
import { sendJson, sendProblem } from '@/server/api/responder';
import { getDb } from '@/server/db/client';
import { CarrierWebhookError, getCarrierProvider } from '@/server/carriers';
import { ingestCarrierEvents } from '@/server/services/tracking/parcel-events';

export const config = { api: { bodyParser: false } };

const MAX_BYTES = 256 * 1024;

async function rawBody(req: NextApiRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) throw new DomainError('payload_too_large', 'Events too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/v3/webhooks/carriers/: tracking news from the carrier adapter, signed over the raw
 * body (`Carrier-Signature`, CARRIER_WEBHOOK_SECRET). Not configured: 404. Unsigned or forged:
 * 401. Malformed: 400. Each event is applied once; the answer says what each did, so a sender
 * may resend the whole delivery safely.
 */
export default async function carrierWebhook(req: NextApiRequest, res: NextApiResponse) {
  try {
    if (req.method !== 'POST')
      throw new DomainError('method_not_allowed', `Method "${req.method ?? 'GET'}" not allowed.`, {
        allowedMethods: ['POST'],
      });
    const provider = getCarrierProvider();
    if (!provider.acceptsWebhooks) throw new DomainError('not_found');
    const body = await rawBody(req);
    const header = req.headers['carrier-signature'];
    let events;
    try {
      events = provider.parseWebhook(body, Array.isArray(header) ? header[0] : header);
    } catch (error) {
      if (!(error instanceof CarrierWebhookError)) throw error;
      if (error.kind === 'signature')
        throw new DomainError('not_authenticated', 'The event signature does not verify.');
      throw new ValidationError(
        Object.keys(error.fields).length ? error.fields : { non_field_errors: [error.message] },
      );
    }
    const outcomes = await ingestCarrierEvents(getDb(), events);
    sendJson(res, 200, {
      received: events.length,
      results: events.map((event, index) => ({ id: event.eventId, outcome: outcomes[index] })),
    });
  } catch (error) {
    closeIfBodyUnread(req, res);
    sendProblem(res, error, { method: req.method, url: req.url });
  }
}
