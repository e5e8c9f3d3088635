import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '@/server/process-wide';

interface RequestContext {
  reqId: string;
}

/*
 * One store per process: the custom server's bundle starts the request and Next's route bundles
 * log inside it, each with its own copy of this module.
 */
const storage = () =>
  processWide('observability.request-context', () => new AsyncLocalStorage<RequestContext>());

/**
 * Runs `work` as part of the request `reqId`: every line logged from it, however deep in a
 * service and after however many awaits, carries `req_id` (see the logger's mixin).
 */
export function runWithRequestId<T>(reqId: string, work: () => T): T {
  return storage().run({ reqId }, work);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.reqId;
}
