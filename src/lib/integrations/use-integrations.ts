import { useEffect, useMemo } from 'react';
import type { IntegrationSettings } from '@/contracts/integrations';
import { loadTagManager } from './analytics/load-tag-manager';
import { usePageViews } from './analytics/use-page-views';
import { useChat } from './chat/use-chat';
import { useExperiments } from './experiments/use-experiments';
import { loadMonitoring } from './monitoring/load-monitoring';
import { loadRum, type RumConfig } from './monitoring/load-rum';
import { useRumUser } from './monitoring/use-rum-user';

const NO_ORIGIN = '';

/** The loaders' own shapes, from the server's answer (GET /api/integrations/). */
function rumConfig({ datadog, app_env }: IntegrationSettings): RumConfig {
  return {
    applicationId: datadog?.application_id,
    clientToken: datadog?.client_token,
    site: datadog?.site ?? 'datadoghq.com',
    appEnv: app_env,
    proxy: datadog?.proxy_url ?? undefined,
  };
}

/**
 * Starts every third party the server says the shop is configured for, once, from _app (through
 * AppExtras). Each loader returns at once when its integration is not configured, waits for
 * consent where consent applies, and imports its SDK lazily, so none of them weighs on a page's
 * first load.
 */
export function useIntegrations(settings: IntegrationSettings): void {
  const { sentry_dsn: dsn, app_env: appEnv, gtm, flagship, intercom } = settings;
  const experiments = useMemo(
    () => ({
      envId: flagship?.env_id,
      apiKey: flagship?.api_key,
      decisionApiUrl: flagship?.decision_api_url ?? undefined,
    }),
    [flagship],
  );
  useEffect(() => loadMonitoring(dsn, appEnv), [dsn, appEnv]);
  useEffect(() => loadRum(rumConfig(settings)), [settings]);
  useRumUser();
  useEffect(() => loadTagManager(gtm?.container_id, gtm?.origin ?? NO_ORIGIN), [gtm]);
  usePageViews();
  useExperiments(experiments, appEnv);
  useChat(intercom?.app_id, intercom?.widget_origin ?? NO_ORIGIN);
}
