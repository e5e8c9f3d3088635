/**
 * A one-line account of a database failure for command-line scripts: the error and its causes
 * (Drizzle wraps the driver's error, whose message says what actually went wrong).
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const next =
      current instanceof AggregateError && current.errors[0]
        ? current.errors[0]
        : (current as { cause?: unknown }).cause;
    const message = current instanceof Error ? current.message : String(current);
    // Drizzle's "Failed query: <sql> params: ..." only wraps the driver's error, which says more;
    // an AggregateError (one connection error per address tried) often has no message at all.
    const wrapperOnly = next !== undefined && (!message || /^Failed query:/.test(message));
    const line = wrapperOnly ? '' : message.split('\n')[0]!.trim();
    if (line && !parts.includes(line)) parts.push(line);
    current = next;
  }
  if (parts.length) return parts.join(': ');
  return error instanceof Error
    ? (error as NodeJS.ErrnoException).code || error.name
    : 'unknown error';
}
