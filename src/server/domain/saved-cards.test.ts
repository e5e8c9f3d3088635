import { describe, expect, it } from 'vitest';
import {
  cardRemovalRefusal,
  keepsCardOnFile,
  nextDefaultCard,
  type IntentStatus,
  type PlanStatus,
} from './saved-cards';

describe('keepsCardOnFile', () => {
  it.each<[IntentStatus, boolean]>([
    ['requires_capture', true],
    ['succeeded', true],
    ['requires_payment_method', false],
    ['requires_confirmation', false],
    ['requires_action', false],
    ['processing', false],
    ['canceled', false],
  ])('a card whose intent is %s is kept: %s', (status, kept) => {
    expect(keepsCardOnFile(status)).toBe(kept);
  });
});

describe('cardRemovalRefusal', () => {
  const refusal = 'This card pays for your plan. Make another card the default before removing it.';
  it.each<[boolean, PlanStatus[], string | null]>([
    [true, ['active'], refusal],
    [true, ['cancelled', 'paused'], refusal],
    [true, ['cancelled'], null],
    [true, [], null],
    [false, ['active'], null],
    [false, [], null],
  ])('default %s with plans %j → %j', (isDefault, plans, expected) => {
    expect(cardRemovalRefusal({ id: 1, isDefault }, plans)).toBe(expected);
  });
});

describe('nextDefaultCard', () => {
  it.each<[string, { id: number; isDefault: boolean }[], number, number | null]>([
    [
      'the newest left after the default',
      [
        { id: 1, isDefault: false },
        { id: 3, isDefault: false },
        { id: 2, isDefault: true },
      ],
      2,
      3,
    ],
    [
      'none when a default is left',
      [
        { id: 1, isDefault: true },
        { id: 2, isDefault: false },
      ],
      2,
      null,
    ],
    ['none when no card is left', [{ id: 1, isDefault: true }], 1, null],
  ])('%s', (_name, cards, removed, expected) => {
    expect(nextDefaultCard(cards, removed)).toBe(expected);
  });
});
