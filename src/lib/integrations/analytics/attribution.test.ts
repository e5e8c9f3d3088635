import { describe, expect, it } from 'vitest';
import { rememberVisit } from '@/lib/visit/visit-params';
import { flowAttribution, storedFlowAttribution } from './attribution';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const screening = { flow: 'weight_web_acquisition', result: 'overweight' };

describe('flowAttribution', () => {
  it.each([
    ['an app session, whatever the screening says', true, screening, { flow: 'app_acquisition' }],
    ['an app session without screening', true, null, { flow: 'app_acquisition' }],
    ['a screening session', false, screening, screening],
    [
      'a screening session without a result',
      false,
      { flow: 'weight_web_acquisition', result: null },
      { flow: 'weight_web_acquisition' },
    ],
    ['neither', false, null, {}],
  ])('%s', (_case, app, session, expected) => {
    expect(flowAttribution(app, session)).toEqual(expected);
  });
});

describe('storedFlowAttribution', () => {
  it('reads what the visit left in storage, and forgets an expired screening', () => {
    const store = new MemoryStore();
    rememberVisit({ flow: 'weight_web_acquisition', result: 'ideal' }, store, 0);
    expect(storedFlowAttribution(store, 1)).toEqual({
      flow: 'weight_web_acquisition',
      result: 'ideal',
    });
    expect(storedFlowAttribution(store, 2 * 24 * 60 * 60 * 1000)).toEqual({});
    rememberVisit({ isAppSession: 'true' }, store);
    expect(storedFlowAttribution(store)).toEqual({ flow: 'app_acquisition' });
    expect(storedFlowAttribution(null)).toEqual({});
  });
});
