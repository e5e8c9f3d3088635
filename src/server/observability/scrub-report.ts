import {
  isSensitiveKey,
  REDACTED,
  REQUEST_ID,
  REQUEST_ID_FIELD,
  scrubQueryValues,
  sweepLine,
} from './scrub';

/*
 * The log scrubber's rules for what leaves the process for Sentry (server and browser alike):
 * values under sensitive keys, tokens in URLs and text, a failed query's values. Only the parts of
 * an event that carry data are swept; Sentry's own ids (event, trace and span ids: 32 and 16 hex
 * characters) and stack frames stay as they are, or the event would not be usable.
 */

const MAX_DEPTH = 10;

/** A query string without its `?` (Sentry's `request.query_string`), swept as a URL's. */
const sweepQuery = (query: string) => sweepLine(`?${query}`).slice(1);

function scrubText(text: string): string {
  return sweepLine(scrubQueryValues(text));
}

/** A copy of `value` with the log's rules applied at any depth. */
export function scrubData(value: unknown, depth = 0, key = ''): unknown {
  if (typeof value === 'string') {
    if (key === REQUEST_ID_FIELD && REQUEST_ID.test(value)) return value;
    return key === 'query_string' ? sweepQuery(value) : scrubText(value);
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    // [name, value] pairs (a query string or headers as Sentry may send them).
    if (value.length === 2 && typeof value[0] === 'string' && isSensitiveKey(value[0]))
      return [value[0], REDACTED];
    return value.map((item) => scrubData(item, depth + 1, key));
  }
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      isSensitiveKey(name) && item != null ? REDACTED : scrubData(item, depth + 1, name),
    ]),
  );
}

interface ReportEvent {
  message?: unknown;
  logentry?: unknown;
  exception?: { values?: Array<{ value?: unknown } & Record<string, unknown>> };
  contexts?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The parts of a Sentry event (error or transaction) that carry data. */
const DATA_PARTS = ['message', 'logentry', 'extra', 'request', 'breadcrumbs', 'tags', 'user'];

/** An error or transaction event as Sentry's beforeSend hooks receive it, scrubbed. */
export function scrubEvent<T extends object>(event: T): T {
  const scrubbed: ReportEvent = { ...(event as ReportEvent) };
  for (const part of DATA_PARTS)
    if (scrubbed[part] !== undefined) scrubbed[part] = scrubData(scrubbed[part], 1, part);
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((entry) =>
        typeof entry.value === 'string' ? { ...entry, value: scrubText(entry.value) } : entry,
      ),
    };
  }
  if (scrubbed.contexts) {
    // The trace context is Sentry's ids; the others (a response's, the app's) may hold data.
    const { trace, ...others } = scrubbed.contexts;
    scrubbed.contexts = { ...(scrubData(others, 1) as object), ...(trace ? { trace } : {}) };
  }
  if (Array.isArray(scrubbed.spans)) {
    scrubbed.spans = scrubbed.spans.map((span: Record<string, unknown>) => ({
      ...span,
      ...(typeof span.description === 'string' ? { description: scrubText(span.description) } : {}),
      ...(span.data ? { data: scrubData(span.data, 1) } : {}),
    }));
  }
  return scrubbed as T;
}

/** A breadcrumb (a fetch's URL, a navigation, a console line), scrubbed. */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrubData(breadcrumb) as T;
}
