import type { NextApiRequest, NextApiResponse } from 'next';
import type { Permission } from '@/server/admin/permissions';
import { requireStaff, type StaffCaller } from '@/server/admin/staff-auth';
import { getDb, type Database } from '@/server/db/client';
import { authenticate, requireSelf, type Caller } from './auth-guard';
import { closeIfBodyUnread, readJsonBody } from './body';
import { DomainError } from '@/server/errors';
import type { JobQueue } from '@/server/jobs/job-queue';
import { processJobs } from '@/server/jobs/process-jobs';
import { assertSafeBody, assertSafeParams, pathParamNames } from './input-guard';
import { sendJson, sendProblem, sendText } from './responder';

export type Query = Record<string, string | string[] | undefined>;

export interface ApiContext {
  req: NextApiRequest;
  res: NextApiResponse;
  query: Query;
  /** The parsed JSON body, or undefined when there is none. Validate before use. */
  body: unknown;
  db: Database;
  /** This process's job queue for the services the route calls; undefined where it has none. */
  jobs: JobQueue | undefined;
  /** The authenticated caller (401 otherwise). */
  requireCaller(): Promise<Caller>;
  /** The authenticated caller, who must be the customer named by the `{id}` path parameter. */
  requireSelf(param?: string): Promise<Caller & { id: number }>;
  /**
   * The signed-in staff member, who must hold `permission`: 401 without a live staff token,
   * 403 for a customer's token or a role without the permission. Staff tokens never pass
   * requireCaller/requireSelf: staff do not act as customers.
   */
  requireStaff(permission: Permission): Promise<StaffCaller>;
}

/** What a method function returns: a body (200), or an explicit status, body and headers. */
export type ApiResult =
  unknown | { status: number; body?: unknown; headers?: Record<string, string> };
export type MethodHandler = (context: ApiContext) => Promise<ApiResult> | ApiResult;
export type MethodMap = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', MethodHandler>>;

export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** `return reply(201, created)` for a status other than 200. */
export const reply = (status: number, body?: unknown, headers?: Record<string, string>) =>
  new Reply(status, body, headers);

/** A body that is not JSON (Prometheus' text format), sent as it is with its content type. */
export class TextReply {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly contentType: string,
  ) {}
}

export const textReply = (status: number, text: string, contentType: string) =>
  new TextReply(status, text, contentType);

/**
 * Turns a method map into a Next API route. Route files must also export, literally (Next reads
 * it statically), `export const config = { api: { bodyParser: false } };`.
 * Other methods answer 405, the JSON body is read and parsed here, body and parameters are
 * screened (see input-guard), and every thrown error goes through the one responder.
 * `maxBodyBytes` raises the JSON body limit for the one route that needs it (a claim's photo).
 */
export function handler(methods: MethodMap, options: { maxBodyBytes?: number } = {}) {
  const allowed = Object.keys(methods);
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      const fn = Object.hasOwn(methods, method) ? methods[method as keyof MethodMap] : undefined;
      if (!fn)
        throw new DomainError('method_not_allowed', `Method "${method}" not allowed.`, {
          allowedMethods: allowed,
        });
      const body = await readJsonBody(req, options.maxBodyBytes);
      // Once for every route: no NUL byte, inherited-property key or out-of-range path id
      // gets past here (400 with the field's message).
      const query = req.query ?? {};
      assertSafeParams(query, pathParamNames(query, req.url));
      assertSafeBody(body);
      const db = getDb();
      let caller: Promise<Caller> | undefined;
      const context: ApiContext = {
        req,
        res,
        query,
        body,
        db,
        jobs: processJobs(),
        requireCaller: () => (caller ??= authenticate(db, req)),
        requireSelf: async (param = 'id') => {
          const who = await context.requireCaller();
          return { ...who, id: requireSelf(who, req.query?.[param]) };
        },
        requireStaff: (permission) => requireStaff(db, req, permission),
      };
      const result = await fn(context);
      if (result instanceof TextReply)
        sendText(res, result.status, result.text, result.contentType);
      else if (result instanceof Reply) sendJson(res, result.status, result.body, result.headers);
      else sendJson(res, 200, result);
    } catch (error) {
      closeIfBodyUnread(req, res);
      sendProblem(res, error, { method, url: req.url });
    }
  };
}
