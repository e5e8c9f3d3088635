import type { IntegrationSettings } from '@/contracts/integrations';
import { serverEnv, thirdPartyEnv, type AppEnv, type ThirdPartyEnv } from '@/env/server';

const GTM_ORIGIN = 'https://www.googletagmanager.com';
const INTERCOM_WIDGET_ORIGIN = 'https://widget.intercom.io';
const DATADOG_SITE = 'datadoghq.com';

/**
 * What the browser needs to start the configured third parties, from the server's environment.
 * The same variables decide the Content-Security-Policy (content-security-policy.ts), so a loader
 * is only ever told about a third party the policy lets through.
 */
export function integrationSettings(appEnv: AppEnv, env: ThirdPartyEnv): IntegrationSettings {
  const datadogId = env.NEXT_PUBLIC_DATADOG_APPLICATION_ID;
  const datadogToken = env.NEXT_PUBLIC_DATADOG_CLIENT_TOKEN;
  const flagshipEnv = env.NEXT_PUBLIC_FLAGSHIP_ENV_ID;
  const flagshipKey = env.NEXT_PUBLIC_FLAGSHIP_API_KEY;
  return {
    app_env: appEnv,
    sentry_dsn: env.NEXT_PUBLIC_SENTRY_DSN ?? null,
    datadog:
      datadogId && datadogToken
        ? {
            application_id: datadogId,
            client_token: datadogToken,
            site: env.NEXT_PUBLIC_DATADOG_SITE ?? DATADOG_SITE,
            proxy_url: env.NEXT_PUBLIC_DATADOG_PROXY_URL ?? null,
          }
        : null,
    gtm: env.NEXT_PUBLIC_GTM_ID
      ? { container_id: env.NEXT_PUBLIC_GTM_ID, origin: env.NEXT_PUBLIC_GTM_ORIGIN ?? GTM_ORIGIN }
      : null,
    flagship:
      flagshipEnv && flagshipKey
        ? {
            env_id: flagshipEnv,
            api_key: flagshipKey,
            decision_api_url: env.NEXT_PUBLIC_FLAGSHIP_DECISION_API_URL ?? null,
          }
        : null,
    intercom: env.NEXT_PUBLIC_INTERCOM_APP_ID
      ? {
          app_id: env.NEXT_PUBLIC_INTERCOM_APP_ID,
          widget_origin: env.NEXT_PUBLIC_INTERCOM_WIDGET_ORIGIN ?? INTERCOM_WIDGET_ORIGIN,
        }
      : null,
  };
}

/** This server's settings; reading 14 variables costs less than caching them would complicate. */
export function integrationSettingsOfServer(): IntegrationSettings {
  return integrationSettings(serverEnv().appEnv, thirdPartyEnv());
}
