export type ContextValue = string | number | boolean;

/** Context keys Flagship reserves for itself (spec section 5): never set from the shop. */
const RESERVED_PREFIX = 'fs_';

/**
 * Keeps what Flagship accepts as visitor context: non-empty keys that do not start with fs_, and
 * string, finite number or boolean values. Anything else is dropped rather than sent.
 */
export function sanitizeContext(raw: Record<string, unknown>): Record<string, ContextValue> {
  const context: Record<string, ContextValue> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!key.trim() || key.toLowerCase().startsWith(RESERVED_PREFIX)) continue;
    if (typeof value === 'string' || typeof value === 'boolean') context[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) context[key] = value;
  }
  return context;
}

export interface ContextSource {
  customer: { id: number } | null;
  appSession: boolean;
  flow?: string;
  appEnv: string;
}

/** The targeting context for a visitor: who they are to the shop, never their name or email. */
export function visitorContext(source: ContextSource): Record<string, ContextValue> {
  return sanitizeContext({
    logged_in: Boolean(source.customer),
    app_session: source.appSession,
    acquisition_flow: source.flow,
    app_env: source.appEnv,
  });
}
