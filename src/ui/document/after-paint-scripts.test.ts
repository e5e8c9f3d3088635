// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE, markHydrated } from '@/ui/hydration-mark';
import {
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_LIMIT_MS,
  AFTER_PAINT_LOADER,
  loadsAfterPaint,
} from './after-paint-scripts';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AFTER_PAINT_LOADER_HASH } = require('../../../security-headers.js') as {
  AFTER_PAINT_LOADER_HASH: string;
};

const runLoader = () => new Function(AFTER_PAINT_LOADER)();
const added = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));
const inOrder = ['webpack', 'framework', 'main'].map((name) => ({
  src: `/_next/static/chunks/${name}.js`,
  async: false,
}));

let frames: FrameRequestCallback[] = [];
const paintFrame = () => frames.splice(0).forEach((callback) => callback(0));

/** The browser's paint timing: `report` hands the observer a paint entry, as Chrome does. */
const paints: { report: (name: string) => void; observing: boolean } = {
  report: () => undefined,
  observing: false,
};
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  constructor(callback: (list: unknown, observer: FakePerformanceObserver) => void) {
    paints.report = (name) => {
      if (!paints.observing) return;
      callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, this);
    };
  }
  observe() {
    paints.observing = true;
  }
  disconnect() {
    paints.observing = false;
  }
}

function stubDocument(readyState: DocumentReadyState, visibilityState: DocumentVisibilityState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibilityState);
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  paints.observing = false;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  for (const name of ['webpack', 'framework', 'main']) {
    const named = document.createElement('script');
    named.type = 'text/x-after-paint';
    named.setAttribute(AFTER_PAINT_ATTRIBUTE, `/_next/static/chunks/${name}.js`);
    document.head.append(named);
  }
});
afterEach(() => {
  // Each test's loader is a page of its own: what it left on the document answers no more.
  markHydrated();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('the after-paint script loader', () => {
  it('adds the named scripts, in order, once the page is parsed and its first content shown', () => {
    stubDocument('loading', 'visible');
    runLoader();
    paints.report('first-contentful-paint');
    expect(added()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    paints.report('first-paint');
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS - 1);
    expect(added()).toEqual([]);
    paints.report('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(inOrder);
    // Once only, however the limit then passes.
    vi.runAllTimers();
    expect(added()).toEqual(inOrder);
  });

  it('does not wait past its limit for a paint that is not reported', () => {
    stubDocument('interactive', 'visible');
    runLoader();
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(inOrder);
  });

  it('waits one frame where the browser does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    stubDocument('interactive', 'visible');
    runLoader();
    vi.advanceTimersByTime(10);
    expect(added()).toEqual([]);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(inOrder);
  });

  it('does not wait in a hidden tab, which paints nothing', () => {
    stubDocument('interactive', 'hidden');
    runLoader();
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(inOrder);
  });

  it('holds back a form submitted before the page has hydrated, not after', () => {
    stubDocument('interactive', 'visible');
    runLoader();
    const form = document.createElement('form');
    document.body.append(form);
    const submit = () => form.dispatchEvent(new Event('submit', { cancelable: true }));
    try {
      expect(submit()).toBe(false);
      markHydrated();
      expect(submit()).toBe(true);
    } finally {
      form.remove();
    }
  });

  it('gives a click on a button made before the page hydrated back once it has', () => {
    stubDocument('interactive', 'visible');
    runLoader();
    const button = document.createElement('button');
    const link = document.createElement('a');
    link.href = '#faq';
    document.body.append(button, link);
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    try {
      // Held: not passed on to the page's handlers, not lost.
      expect(button.dispatchEvent(new MouseEvent('click', { cancelable: true }))).toBe(false);
      expect(clicked).not.toHaveBeenCalled();
      // A link is followed as a plain link.
      expect(link.dispatchEvent(new MouseEvent('click', { cancelable: true }))).toBe(true);
      expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
      markHydrated();
      expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
      vi.advanceTimersByTime(0);
      expect(clicked).toHaveBeenCalledTimes(1);
      // Then clicks go straight through.
      button.click();
      expect(clicked).toHaveBeenCalledTimes(2);
    } finally {
      button.remove();
      link.remove();
    }
  });

  it('is the script the Content-Security-Policy allows (change both together)', () => {
    const hash = createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64');
    expect(AFTER_PAINT_LOADER_HASH).toBe(`'sha256-${hash}'`);
  });
});

describe('loadsAfterPaint', () => {
  it.each(['/', '/fresh-dog-food/[slug]', '/meal-plans', '/onboarding', '/auth/login', '/404'])(
    'is on for the public page %s',
    (page) => expect(loadsAfterPaint(page)).toBe(true),
  );
  it.each([
    '/account',
    '/account/plan',
    '/admin/fulfilment/[date]',
    '/onboarding/checkout',
    '/checkout',
  ])('is off for %s, which is used at once', (page) => expect(loadsAfterPaint(page)).toBe(false));
});
