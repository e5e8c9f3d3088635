import { beforeEach, describe, expect, it } from 'vitest';
import {
  campaignId,
  isAppSession,
  queryOfferCode,
  rememberVisit,
  SCREENING_SESSION_MS,
  screeningSession,
} from './visit-params';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let store: MemoryStore;
beforeEach(() => {
  store = new MemoryStore();
});

describe('visit parameters', () => {
  it('starts a one-day screening session for flow=weight_web_acquisition', () => {
    rememberVisit({ flow: 'weight_web_acquisition', result: 'overweight' }, store, 1000);
    expect(screeningSession(store, 1000 + SCREENING_SESSION_MS - 1)).toEqual({
      flow: 'weight_web_acquisition',
      result: 'overweight',
      expire: 1000 + SCREENING_SESSION_MS,
    });
    expect(screeningSession(store, 1000 + SCREENING_SESSION_MS)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('ignores other flows and damaged entries', () => {
    rememberVisit({ flow: 'something_else' }, store);
    expect(screeningSession(store)).toBeNull();
    store.setItem('ollie.screeningSession', '{not json');
    expect(screeningSession(store)).toBeNull();
  });

  it.each([
    ['', true],
    ['true', true],
    ['1', true],
    ['false', false],
  ])('isAppSession=%s is remembered as %s', (value, expected) => {
    rememberVisit({ isAppSession: value }, store);
    expect(isAppSession(store)).toBe(expected);
  });

  it('keeps the app flag on later visits without the parameter', () => {
    rememberVisit({ isAppSession: 'true' }, store);
    rememberVisit({}, store);
    expect(isAppSession(store)).toBe(true);
  });

  it('takes campaignid before utm_campaign, and refuses junk', () => {
    rememberVisit({ utm_campaign: 'spring', campaignid: 'cmp-42' }, store);
    expect(campaignId(store)).toBe('cmp-42');
    rememberVisit({ utm_campaign: 'summer' }, store);
    expect(campaignId(store)).toBe('summer');
    rememberVisit({ utm_campaign: '<script>' }, store);
    expect(campaignId(store)).toBe('summer');
  });

  it('remembers a well-formed offer code, upper-cased', () => {
    rememberVisit({ offer_code: 'save20' }, store);
    expect(queryOfferCode(store)).toBe('SAVE20');
    rememberVisit({ offer_code: 'bad code!' }, store);
    expect(queryOfferCode(store)).toBe('SAVE20');
  });
});
