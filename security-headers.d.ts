// Types for security-headers.js (plain JS so next.config.js can load it without a build step).
export declare const CONSENT_EARLY_SCRIPT_HASH: string;
export declare function contentSecurityPolicy(
  isDev: boolean,
  env?: Record<string, string | undefined>,
): string;
export declare function securityHeaders(
  isDev: boolean,
  options?: { contentSecurityPolicy?: boolean },
): Array<{ key: string; value: string }>;
