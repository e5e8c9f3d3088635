import { describe, expect, it } from 'vitest';
import { boxShips } from './box-ships';

describe('boxShips', () => {
  it.each([
    ['a paid box', 'paid', null, true],
    ['a paid box refunded in full', 'paid', 'refunded', false],
    ['a paid box cancelled or held by staff', 'paid', 'staff', false],
    ['a renewal whose charge declined', 'payment_failed', null, false],
    ['a renewal waiting for 3-D Secure', 'requires_action', null, false],
    ['a first box still being charged', 'captured', null, false],
  ])('%s', (_name, orderStatus, holdReason, ships) => {
    expect(boxShips({ orderStatus, holdReason })).toBe(ships);
  });
});
