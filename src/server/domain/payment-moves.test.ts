import { describe, expect, it } from 'vitest';
import { mayMovePayment, statusesMovingTo } from './payment-moves';

describe('payment moves: what an event may change a payment to', () => {
  it.each([
    ['pending', 'authorized', true],
    ['pending', 'succeeded', true],
    ['pending', 'failed', true],
    ['pending', 'canceled', true],
    ['failed', 'pending', true], // the customer tries again with another card
    ['failed', 'authorized', true],
    ['authorized', 'succeeded', true], // captured
    ['authorized', 'canceled', true], // released
    ['authorized', 'pending', false], // an event read before the hold was approved
    ['authorized', 'failed', false],
    ['succeeded', 'authorized', false], // a capture that committed is never undone
    ['succeeded', 'pending', false],
    ['succeeded', 'failed', false],
    ['canceled', 'authorized', false],
    ['canceled', 'succeeded', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(mayMovePayment(from, to)).toBe(allowed);
  });

  it.each([
    ['pending', ['pending', 'failed']],
    ['authorized', ['pending', 'authorized', 'failed']],
    ['succeeded', ['pending', 'authorized', 'failed']],
    ['failed', ['pending', 'failed']],
    ['canceled', ['pending', 'authorized', 'failed']],
  ] as const)('moves to %s only from %o', (to, from) => {
    expect(statusesMovingTo(to)).toEqual(from);
  });
});
