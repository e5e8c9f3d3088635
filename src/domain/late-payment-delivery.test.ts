import { describe, expect, it } from 'vitest';
import { deliveryOncePaid, lastDayKeepingDelivery } from './late-payment-delivery';

describe('when a renewal box paid late arrives', () => {
  it('keeps its date while the kitchen can still make it', () => {
    // Thursday 3 December 2026: four days of prep from Sunday 29 November.
    expect(lastDayKeepingDelivery('2026-12-03')).toBe('2026-11-29');
    expect(deliveryOncePaid('2026-12-03', '2026-11-29')).toBe('2026-12-03');
  });

  it('moves to the first delivery day the kitchen can make once paid later', () => {
    expect(deliveryOncePaid('2026-12-03', '2026-11-30')).toBe('2026-12-04');
    // Paid on Wednesday 2 December: Sunday and Monday carry nothing, so Tuesday 8 December.
    expect(deliveryOncePaid('2026-12-03', '2026-12-02')).toBe('2026-12-08');
  });

  it('counts back over days that carry nothing (Christmas 2026 is a Friday)', () => {
    // Saturday 26 December: prep from 22 December would land on Christmas Day.
    expect(lastDayKeepingDelivery('2026-12-26')).toBe('2026-12-22');
    expect(deliveryOncePaid('2026-12-26', '2026-12-22')).toBe('2026-12-26');
    expect(deliveryOncePaid('2026-12-26', '2026-12-23')).toBe('2026-12-29');
  });
});
