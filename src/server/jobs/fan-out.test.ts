import { describe, expect, it } from 'vitest';
import { unitJobId } from './fan-out';

describe('a unit job id', () => {
  it('is the same name-based UUID (v5) a unit has always had, so queued units stay deduplicated', () => {
    // Ids computed before the change to the uuid package: jobs queued then keep their ids.
    expect(unitJobId('renewal-charges', 'box:42:2031-03-05')).toBe(
      'e93ae7b0-23b2-57f0-87a9-090663f0dc5f',
    );
    expect(unitJobId('email-delivery', 'ünïcode:é')).toBe('5a5f8f06-6298-54cc-8ba8-e3cfc6a5dc89');
  });

  it('differs by queue and by key', () => {
    const id = unitJobId('renewal-charges', 'box:1:2031-03-05');
    expect(unitJobId('renewal-reminders', 'box:1:2031-03-05')).not.toBe(id);
    expect(unitJobId('renewal-charges', 'box:2:2031-03-05')).not.toBe(id);
  });
});
