import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseConsent, resetConsentForTests } from '../consent/consent-store';
import { flagshipTestData, reportFlagshipTest } from './flagship-test-event';

const AB_TEST = {
  campaignType: 'ab',
  campaignName: 'Plan page headline',
  slug: 'plan-headline',
  variationId: 'var-2',
  variationName: 'Shorter headline',
};

describe("the 'Flagship Test' event", () => {
  it.each(['ab', 'AB', 'mvt', 'multipage'])('is reported for %s campaigns', (campaignType) => {
    expect(flagshipTestData({ ...AB_TEST, campaignType })).toEqual({
      test_name: 'Plan page headline',
      variation_id: 'var-2',
      variation_name: 'Shorter headline',
    });
  });

  it.each(['toggle', 'perso', 'deployment', '', undefined])(
    'is not reported for %s campaigns',
    (campaignType) => {
      expect(flagshipTestData({ ...AB_TEST, campaignType })).toBeNull();
    },
  );

  it('falls back to the slug for the test name', () => {
    expect(flagshipTestData({ ...AB_TEST, campaignName: '' })?.test_name).toBe('plan-headline');
  });
});

describe('reportFlagshipTest', () => {
  let cookie = '';
  beforeEach(() => {
    resetConsentForTests();
    cookie = '';
    vi.stubGlobal('document', {
      get cookie() {
        return cookie;
      },
      set cookie(text: string) {
        cookie = text.split(';')[0]!;
      },
    });
    vi.stubGlobal('window', { location: { protocol: 'http:' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetConsentForTests();
  });

  it("pushes the event onto the data layer, '[TEST] - ' prefixed outside production", () => {
    chooseConsent('granted');
    expect(reportFlagshipTest(AB_TEST)).toBe(true);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({
        event: '[TEST] - Flagship Test',
        test_name: 'Plan page headline',
        variation_id: 'var-2',
        variation_name: 'Shorter headline',
      }),
    ]);
  });

  it('pushes nothing for a visitor who declined tracking', () => {
    chooseConsent('denied');
    reportFlagshipTest(AB_TEST);
    expect((window as { dataLayer?: unknown[] }).dataLayer ?? []).toEqual([]);
  });
});
