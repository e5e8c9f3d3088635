import { describe, expect, it } from 'vitest';
import { cancelReasonLabel } from './cancel-reasons';

describe('cancelReasonLabel', () => {
  it.each([
    ['account_deleted', 'Account deleted'],
    ['Too much food', 'Too much food'],
    ['Something else: moving abroad', 'Something else: moving abroad'],
  ])('%s', (reason, label) => {
    expect(cancelReasonLabel(reason)).toBe(label);
  });
});
