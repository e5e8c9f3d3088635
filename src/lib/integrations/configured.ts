import { publicEnv } from '@/env';

type ThirdPartyEnv = Pick<
  typeof publicEnv,
  | 'appEnv'
  | 'sentryDsn'
  | 'datadogApplicationId'
  | 'datadogClientToken'
  | 'gtmId'
  | 'flagshipEnvId'
  | 'flagshipApiKey'
  | 'intercomAppId'
>;

/**
 * Whether any third party (error reporting, RUM, tag manager, experiments, chat) is configured
 * for this build. When none is, their loaders have nothing to do, so their code is not fetched
 * at all: a shop without keys downloads none of it.
 */
export function anyThirdPartyConfigured(env: ThirdPartyEnv = publicEnv): boolean {
  const monitoring = Boolean(env.sentryDsn) && env.appEnv !== 'local';
  const rum = Boolean(env.datadogApplicationId && env.datadogClientToken);
  const experiments = Boolean(env.flagshipEnvId && env.flagshipApiKey);
  return monitoring || rum || experiments || Boolean(env.gtmId) || Boolean(env.intercomAppId);
}
