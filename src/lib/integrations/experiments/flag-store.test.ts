import { describe, expect, it } from 'vitest';
import { flagValue, toAnswers, type ExperimentsSnapshot } from './flag-store';

const ready = (answers: ExperimentsSnapshot['answers']): ExperimentsSnapshot => ({
  state: 'ready',
  answers,
});

describe('flagValue', () => {
  it('takes an override first, then a ready answer, then the default', () => {
    expect(flagValue('SHOW_LAMB', ready({ SHOW_LAMB: true }), { SHOW_LAMB: false })).toBe(false);
    expect(flagValue('SHOW_LAMB', ready({ SHOW_LAMB: true }), {})).toBe(true);
    expect(flagValue('SHOW_LAMB', ready({}), {})).toBe(false);
    expect(flagValue('SHOW_ADD_ONS', ready({}), {})).toBe(true);
  });

  it.each(['not_initialized', 'starting', 'panic'] as const)(
    'gives the default while the SDK is %s, whatever it answered',
    (state) => {
      expect(
        flagValue('OLLIE_APP_BANNER', { state, answers: { OLLIE_APP_BANNER: true } }, {}),
      ).toBe(false);
    },
  );
});

describe('toAnswers', () => {
  it("keeps boolean answers for the shop's flags only", () => {
    expect(
      toAnswers({ SHOW_LAMB: true, SHOW_ADD_ONS: 'false', fs_secret: true, UNKNOWN_FLAG: true }),
    ).toEqual({ SHOW_LAMB: true });
  });
});
