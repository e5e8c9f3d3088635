import type { IncomingMessage } from 'node:http';
import { MAX_JSON_BODY_BYTES } from '@/config/constants';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from './errors';

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

async function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    // Stop reading as soon as the limit is passed: a huge body must not be buffered.
    if (size > limit) throw new PayloadTooLargeError(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON body (the API speaks JSON only). An empty body is `undefined`; DELETE may carry a
 * body too (the cart's DELETE does), so it is read when present.
 */
export async function readJsonBody(
  req: IncomingMessage,
  limit = MAX_JSON_BODY_BYTES,
): Promise<unknown> {
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 ||
    req.headers['transfer-encoding'] !== undefined;
  if (METHODS_WITHOUT_BODY.has(method) && !hasBody) return undefined;
  const raw = await readRaw(req, limit);
  if (raw.length === 0) return undefined;
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== 'application/json' && !contentType.endsWith('+json')) {
    throw new UnsupportedMediaTypeError(contentType || 'none');
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new BadRequestError(`JSON parse error - ${(error as Error).message}`, 'parse_error');
  }
}
