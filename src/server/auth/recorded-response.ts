import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { NextApiResponse } from 'next';

type HeaderValue = string | number | readonly string[];

/**
 * A stand-in for the response NextAuth writes to, so its answer can be looked at before it is
 * sent: when one of our callbacks failed on the database, NextAuth has already decided to answer
 * 200 and clear the session cookie, and that answer must be replaced, not sent.
 * It implements what next-auth/next's API handler calls: status, get/setHeader, json, send, end.
 */
export class RecordedResponse {
  statusCode = 200;
  readonly headers = new Map<string, { name: string; value: HeaderValue }>();
  body: string | Buffer | undefined;

  status(code: number) {
    this.statusCode = code;
    return this;
  }

  setHeader(name: string, value: HeaderValue) {
    this.headers.set(name.toLowerCase(), { name, value });
    return this;
  }

  getHeader(name: string): HeaderValue | undefined {
    return this.headers.get(name.toLowerCase())?.value;
  }

  removeHeader(name: string) {
    this.headers.delete(name.toLowerCase());
  }

  json(body: unknown) {
    if (!this.headers.has('content-type'))
      this.setHeader('Content-Type', 'application/json; charset=utf-8');
    this.body = JSON.stringify(body);
    return this;
  }

  send(body: unknown) {
    if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) return this.json(body);
    this.body = body === undefined || body === null ? undefined : (body as string | Buffer);
    return this;
  }

  end(body?: string | Buffer) {
    if (body !== undefined) this.body = body;
    return this;
  }

  asResponse(): NextApiResponse {
    return this as unknown as NextApiResponse;
  }

  /** Sends what was recorded. Throws (before anything is sent) if a header value is invalid. */
  replay(res: NextApiResponse): void {
    const headers = [...this.headers.values()];
    for (const { name, value } of headers) {
      validateHeaderName(name);
      const values =
        typeof value === 'number' ? [String(value)] : Array.isArray(value) ? value : [value];
      for (const item of values as string[]) validateHeaderValue(name, item);
    }
    for (const { name, value } of headers) res.setHeader(name, value);
    res.statusCode = this.statusCode;
    res.end(this.body);
  }
}
