import { ANALYTICS_EVENTS } from '../analytics/events';
import { trackEvent } from '../analytics/track';

/**
 * Campaign types that are experiments (A/B, multivariate, multi-page tests) rather than rollouts,
 * toggles or personalisations: only these report 'Flagship Test'.
 */
const TEST_CAMPAIGN_TYPES = new Set(['ab', 'mvt', 'multivariate', 'multipage', 'test']);

export const isTestCampaign = (campaignType: string | undefined) =>
  TEST_CAMPAIGN_TYPES.has((campaignType ?? '').trim().toLowerCase());

export interface ExposedFlagMetadata {
  campaignType?: string;
  campaignName?: string;
  slug?: string | null;
  variationId?: string;
  variationName?: string;
}

/** The 'Flagship Test' event's data for a flag the visitor saw, or null when it is no test. */
export function flagshipTestData(metadata: ExposedFlagMetadata) {
  if (!isTestCampaign(metadata.campaignType) || !metadata.variationId) return null;
  return {
    test_name: metadata.campaignName || metadata.slug || '',
    variation_id: metadata.variationId,
    variation_name: metadata.variationName ?? '',
  };
}

/** Reports a test exposure on the data layer (which itself respects the visitor's consent). */
export function reportFlagshipTest(metadata: ExposedFlagMetadata): boolean {
  const data = flagshipTestData(metadata);
  if (data) trackEvent(ANALYTICS_EVENTS.flagshipTest, data);
  return data !== null;
}
