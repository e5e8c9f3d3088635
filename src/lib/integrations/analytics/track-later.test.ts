import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentForTests } from '../consent/consent-store';
import { trackEventLater } from './track-later';

let fakeWindow: { dataLayer?: Array<Record<string, unknown>>; localStorage?: Storage };
let storage: Map<string, string>;

beforeEach(() => {
  resetConsentForTests();
  storage = new Map();
  fakeWindow = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as Storage,
  };
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetConsentForTests();
});

describe('trackEventLater', () => {
  it('pushes the same event trackEvent pushes, with its attribution, in the order tracked', async () => {
    storage.set('ollie.isAppSession', 'true');
    const first = trackEventLater('quizStarted', { pups: 2 });
    const second = trackEventLater('quizCompleted', { pups: 2 });
    await Promise.all([first, second]);
    expect(fakeWindow.dataLayer).toEqual([
      { pups: 2, flow: 'app_acquisition', event: '[TEST] - Quiz Started' },
      { pups: 2, flow: 'app_acquisition', event: '[TEST] - Quiz Completed' },
    ]);
  });

  it('records nothing for a visitor who declined tracking', async () => {
    vi.stubGlobal('document', { cookie: 'ollie_consent=denied' });
    await trackEventLater('quizStarted', { pups: 1 });
    expect(fakeWindow.dataLayer).toBeUndefined();
  });
});
