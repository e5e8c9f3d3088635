import type { IntegrationSettings } from '@/contracts/integrations';

/**
 * Whether any third party (error reporting, RUM, tag manager, experiments, chat) is configured
 * for this deployment. When none is, their loaders have nothing to do, so their code is not
 * fetched at all: a shop without keys downloads none of it.
 */
export function anyThirdPartyConfigured(settings: IntegrationSettings): boolean {
  const monitoring = Boolean(settings.sentry_dsn) && settings.app_env !== 'local';
  const rum = Boolean(settings.datadog) && settings.app_env !== 'local';
  return monitoring || rum || Boolean(settings.flagship || settings.gtm || settings.intercom);
}
