import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentForTests } from '../consent/consent-store';
import { analyticsEventName, markTagManagerRunning, trackEvent, trackEventThen } from './track';

interface FakeWindow {
  dataLayer?: Array<Record<string, unknown>>;
  localStorage?: Storage;
}

let fakeWindow: FakeWindow;
let storage: Map<string, string>;

function withConsent(value: string) {
  vi.stubGlobal('document', { cookie: value ? `ollie_consent=${value}` : '' });
}

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
  withConsent('');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  markTagManagerRunning(false);
  resetConsentForTests();
});

describe('analytics event names', () => {
  it.each([
    ['local', '[TEST] - Quiz Started'],
    ['test', '[TEST] - Quiz Started'],
    ['staging', '[TEST] - Quiz Started'],
    ['production', 'Quiz Started'],
  ])("in %s the name is '%s'", (appEnv, expected) => {
    expect(analyticsEventName('Quiz Started', appEnv)).toBe(expected);
  });
});

describe('trackEvent', () => {
  it('pushes events onto the data layer', () => {
    trackEvent('Error Page Viewed', { status: 404 });
    expect(fakeWindow.dataLayer).toEqual([{ status: 404, event: '[TEST] - Error Page Viewed' }]);
  });

  it('attributes events to the app flow, or to the screening flow and result', () => {
    storage.set(
      'ollie.screeningSession',
      JSON.stringify({
        flow: 'weight_web_acquisition',
        result: 'lean',
        expire: Date.UTC(2999, 0, 1),
      }),
    );
    trackEvent('Quiz Started');
    storage.set('ollie.isAppSession', 'true');
    trackEvent('Quiz Started');
    expect(fakeWindow.dataLayer).toEqual([
      { flow: 'weight_web_acquisition', result: 'lean', event: '[TEST] - Quiz Started' },
      { flow: 'app_acquisition', event: '[TEST] - Quiz Started' },
    ]);
  });

  it('records nothing for a visitor who declined tracking', () => {
    withConsent('denied');
    trackEvent('Quiz Started');
    expect(fakeWindow.dataLayer).toBeUndefined();
  });
});

describe('trackEventThen', () => {
  it('does not wait when no tag manager is running', async () => {
    await trackEventThen('Plan Chosen', { pups: 1 });
    expect(fakeWindow.dataLayer).toEqual([{ pups: 1, event: '[TEST] - Plan Chosen' }]);
  });

  it('waits for the tag manager’s callback', async () => {
    markTagManagerRunning();
    const done = vi.fn();
    void trackEventThen('Plan Chosen').then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    const pushed = fakeWindow.dataLayer![0] as { eventCallback: () => void; eventTimeout: number };
    expect(pushed.eventTimeout).toBe(300);
    pushed.eventCallback();
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
  });

  it('gives up waiting after 300 ms', async () => {
    vi.useFakeTimers();
    markTagManagerRunning();
    const done = vi.fn();
    void trackEventThen('Plan Chosen').then(done);
    await vi.advanceTimersByTimeAsync(299);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
