import { describe, expect, it } from 'vitest';
import { combinedRatePpm } from '@/domain/tax';
import { offlineRatesAt } from './offline-tax-provider';

describe('the offline provider’s jurisdictions', () => {
  it.each([
    ['NY', '10118', 88_750, 3, false],
    ['NY', '10118-0110', 88_750, 3, false],
    ['NY', '11201', 88_750, 3, false], // Brooklyn
    ['NY', '12207', 40_000, 1, true], // Albany: county tax not in the data
    ['IL', '60601', 102_500, 4, false],
    ['IL', '62701', 62_500, 1, true], // Springfield
    ['OR', '97201', 0, 0, false],
    ['MN', '55155', 68_750, 1, true],
    ['NJ', '07030', 66_250, 1, false], // no local sales taxes
    ['MA', '02108', 62_500, 1, false],
    ['ny', '10001', 88_750, 3, false],
    ['HI', '96813', 0, 0, true], // not a state the shop delivers to
  ])('%s %s: %i ppm in %i jurisdictions, incomplete %s', (state, zip, rate, count, incomplete) => {
    const rates = offlineRatesAt({ state, postal_code: zip });
    expect(combinedRatePpm(rates)).toBe(rate);
    expect(rates.jurisdictions).toHaveLength(count);
    expect(rates.incomplete).toBe(incomplete);
  });
});
