// The configuration of the integrations suite: every third party switched on and pointed at the
// local stand-in (e2e/stand-ins/third-party-stand-in.mjs). Run-time settings only: the server
// reads them when it starts (the Content-Security-Policy and GET /api/integrations/), so the suite
// runs on the same build as the main one. Shared by the Playwright config and the specs.
// E2E_STAND_IN_PORT moves the stand-in when 3199 is taken (another checkout running this suite).
export const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT) || 3199;
export const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;
export const INTEGRATIONS_PORT = 3101;

export const integrationsEnv = {
  APP_ENV: 'test',
  NEXT_PUBLIC_GTM_ID: 'GTM-STANDIN',
  NEXT_PUBLIC_GTM_ORIGIN: STAND_IN,
  NEXT_PUBLIC_INTERCOM_APP_ID: 'standin',
  NEXT_PUBLIC_INTERCOM_WIDGET_ORIGIN: STAND_IN,
  INTERCOM_IDENTITY_SECRET: 'stand-in-identity-secret',
  NEXT_PUBLIC_FLAGSHIP_ENV_ID: 'standinenv',
  NEXT_PUBLIC_FLAGSHIP_API_KEY: 'standin-key',
  NEXT_PUBLIC_FLAGSHIP_DECISION_API_URL: `${STAND_IN}/v2/`,
  NEXT_PUBLIC_SENTRY_DSN: `http://publickey@127.0.0.1:${STAND_IN_PORT}/1`,
  NEXT_PUBLIC_DATADOG_APPLICATION_ID: 'standin-application',
  NEXT_PUBLIC_DATADOG_CLIENT_TOKEN: 'pubstandin',
  NEXT_PUBLIC_DATADOG_PROXY_URL: `${STAND_IN}/rum`,
};
