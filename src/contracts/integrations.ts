/**
 * GET /api/integrations/: the third parties this deployment runs in the browser, each null when
 * it is not configured. Read once per page load after hydration (src/lib/integrations/settings.ts)
 * instead of being inlined at build time, so one build serves every configuration. Every value
 * here is public: the browser would see it in the loaders' requests anyway.
 */
export interface IntegrationSettings {
  /** The server's APP_ENV: error reporting and RUM stay off locally. */
  app_env: 'local' | 'test' | 'staging' | 'production';
  /** Browser error reporting (Sentry). */
  sentry_dsn: string | null;
  /** Datadog RUM: both keys, or null. */
  datadog: {
    application_id: string;
    client_token: string;
    site: string;
    /** Where RUM data goes instead of Datadog's intake (a proxy, or the tests' stand-in). */
    proxy_url: string | null;
  } | null;
  /** Google Tag Manager. */
  gtm: { container_id: string; origin: string } | null;
  /** Flagship experiments: both keys, or null. */
  flagship: { env_id: string; api_key: string; decision_api_url: string | null } | null;
  /** The Intercom messenger. */
  intercom: { app_id: string; widget_origin: string } | null;
}
