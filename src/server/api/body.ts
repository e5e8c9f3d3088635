import type { IncomingMessage } from 'node:http';
import { MAX_JSON_BODY_BYTES } from '@/config/constants';
import { DomainError } from '@/server/errors';

const tooLarge = (limitBytes: number) =>
  new DomainError(
    'payload_too_large',
    `Request body is larger than the ${Math.round(limitBytes / 1024)} KB limit.`,
  );

const unsupported = (contentType: string) =>
  new DomainError('unsupported_media_type', `Unsupported media type "${contentType}" in request.`);

function isJson(contentType: string): boolean {
  return contentType === 'application/json' || contentType.endsWith('+json');
}

/** True when the request headers say a body follows (a non-zero length, or chunked). */
export function announcesBody(req: IncomingMessage): boolean {
  return (
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  );
}

async function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    // Stop buffering as soon as the limit is passed; the 413 closes the connection so the rest
    // of a huge body is not drained either.
    if (size > limit) throw tooLarge(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON body (the API speaks JSON only), whatever the method: the cart's DELETE carries
 * one. No body, or an empty one, is `undefined`. Refusals come before reading where the headers
 * allow it: a declared length over the limit (413), a declared type that is not JSON (415).
 */
export async function readJsonBody(
  req: IncomingMessage,
  limit = MAX_JSON_BODY_BYTES,
): Promise<unknown> {
  if (!announcesBody(req)) return undefined;
  if (Number(req.headers['content-length']) > limit) throw tooLarge(limit);
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  // Without a content type the body may still turn out empty (allowed), so it is read first.
  if (contentType && !isJson(contentType)) throw unsupported(contentType);
  const raw = await readRaw(req, limit);
  if (raw.length === 0) return undefined;
  if (!isJson(contentType)) throw unsupported(contentType || 'none');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new DomainError('parse_error', `JSON parse error - ${(error as Error).message}`);
  }
}
