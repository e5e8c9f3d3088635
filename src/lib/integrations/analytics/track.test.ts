import { afterEach, describe, expect, it } from 'vitest';
import { analyticsEventName, trackEvent } from './track';

describe('analytics events', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("prefixes names with '[TEST] - ' outside production", () => {
    expect(analyticsEventName('Quiz Started', 'local')).toBe('[TEST] - Quiz Started');
    expect(analyticsEventName('Quiz Started', 'staging')).toBe('[TEST] - Quiz Started');
    expect(analyticsEventName('Quiz Started', 'production')).toBe('Quiz Started');
  });

  it('pushes events onto the data layer', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    (globalThis as { window?: unknown }).window = fakeWindow;
    trackEvent('Error Page Viewed', { status: 404 });
    expect(fakeWindow.dataLayer).toEqual([{ status: 404, event: '[TEST] - Error Page Viewed' }]);
  });
});
