const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
// SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin shutdown, crash, cannot connect now).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;

/** The error, its causes and, for an AggregateError (one per address tried), its members. */
function chain(error: unknown): unknown[] {
  const seen: unknown[] = [];
  const queue: unknown[] = [error];
  while (queue.length && seen.length < 10) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.includes(current)) continue;
    seen.push(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return seen;
}

/** True when the error means the database cannot be reached (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((link) => {
    const { code, message, name } = link as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (name === 'PgliteLockedError') return true;
    const text = typeof message === 'string' ? message : '';
    return (
      /timeout exceeded when trying to connect/i.test(text) ||
      /Connection terminated/i.test(text) ||
      /PGlite is closed/i.test(text) ||
      /Cannot use a pool after calling end/i.test(text)
    );
  });
}
