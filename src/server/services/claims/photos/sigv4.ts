import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for one S3 request, with node:crypto only (no SDK). Follows the
 * documented algorithm: canonical request → string to sign → key derived from the secret, date,
 * region and service → Authorization header. The payload hash is signed as sent
 * (x-amz-content-sha256), as S3 requires.
 */
export interface SigningInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
  /** The request time as YYYYMMDD'T'HHMMSS'Z'. */
  amzDate: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

export const amzDateOf = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

// RFC 3986 unreserved characters stay; everything else is percent-encoded (AWS's UriEncode).
const uriEncode = (value: string, keepSlash: boolean) =>
  Array.from(new TextEncoder().encode(value))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) return char;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([key, value]) => [uriEncode(key, false), uriEncode(value, false)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

export function canonicalRequest(input: SigningInput): { text: string; signedHeaders: string } {
  const headers = Object.entries(input.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const text = [
    input.method,
    // S3 paths are encoded once (the raw key's characters), keeping slashes.
    uriEncode(decodeURIComponent(input.url.pathname), true),
    canonicalQuery(input.url),
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

export function signingKey(secret: string, day: string, region: string, service: string) {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** The Authorization header value for the request. */
export function authorization(input: SigningInput): string {
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(input);
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(text)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKey(input.secretAccessKey, day, input.region, input.service),
  )
    .update(toSign)
    .digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
