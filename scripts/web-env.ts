// The web process's environment, prepared by both web entries (scripts/web.ts and the browser
// journeys' scripts/e2e-web.ts) before the shop starts.

/** Sets what the process needs before Next loads; gives the address to listen on. */
export function prepareWebEnv(): string {
  const port = process.env.PORT || '3000';
  // NextAuth builds its callback URLs from NEXTAUTH_URL; locally it is this server (production must set it).
  if (!process.env.NEXTAUTH_URL && process.env.APP_ENV !== 'production' && /^\d+$/.test(port)) {
    process.env.NEXTAUTH_URL = `http://localhost:${port}`;
  }
  // As `next start` does; React and Next choose their production builds by it as they load.
  Object.assign(process.env, { NEXT_TELEMETRY_DISABLED: '1' });
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  return process.env.HOSTNAME_BIND || '0.0.0.0';
}
