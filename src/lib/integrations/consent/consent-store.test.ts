import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseConsent,
  consentCookie,
  currentConsent,
  getConsentSnapshot,
  openConsentSettings,
  parseConsent,
  resetConsentForTests,
  whenConsented,
} from './consent-store';

describe('parseConsent', () => {
  it.each([
    ['', 'unset'],
    ['ollie_consent=granted', 'granted'],
    ['a=1; ollie_consent=denied; b=2', 'denied'],
    ['ollie_consent=maybe', 'unset'],
    ['other_ollie_consent=granted', 'unset'],
  ])('reads %j as %s', (header, expected) => {
    expect(parseConsent(header)).toBe(expected);
  });
});

describe('consentCookie', () => {
  it('lasts 180 days on every path, Secure only over https', () => {
    expect(consentCookie('granted', false)).toBe(
      'ollie_consent=granted; Path=/; Max-Age=15552000; SameSite=Lax',
    );
    expect(consentCookie('denied', true)).toMatch(/^ollie_consent=denied; .*; Secure$/);
  });
});

/** A document whose cookie jar keeps name=value pairs, as a browser does. */
function fakeDocument(initial = '') {
  const jar = new Map<string, string>();
  for (const pair of initial.split('; ').filter(Boolean)) {
    const [name, value] = pair.split('=');
    jar.set(name!, value!);
  }
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair] = text.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value!);
    },
  };
}

describe('the consent store', () => {
  beforeEach(() => {
    resetConsentForTests();
    vi.stubGlobal('window', { location: { protocol: 'http:' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetConsentForTests();
  });

  it('is unknown on the server', () => {
    expect(getConsentSnapshot()).toEqual({ known: false, consent: 'unset', settingsOpen: false });
  });

  it('remembers the choice in the cookie, so a later page load reads it back', () => {
    const doc = fakeDocument();
    vi.stubGlobal('document', doc);
    expect(currentConsent()).toBe('unset');
    chooseConsent('granted');
    expect(doc.cookie).toBe('ollie_consent=granted');
    resetConsentForTests();
    expect(currentConsent()).toBe('granted');
  });

  it('reopens for a change of mind and closes on the new choice', () => {
    vi.stubGlobal('document', fakeDocument('ollie_consent=granted'));
    openConsentSettings();
    expect(getConsentSnapshot()).toMatchObject({ consent: 'granted', settingsOpen: true });
    chooseConsent('denied');
    expect(getConsentSnapshot()).toMatchObject({ consent: 'denied', settingsOpen: false });
  });

  it('starts consent-bound work only once consent is granted', () => {
    vi.stubGlobal('document', fakeDocument());
    const start = vi.fn();
    whenConsented(start);
    chooseConsent('denied');
    expect(start).not.toHaveBeenCalled();
    chooseConsent('granted');
    chooseConsent('granted');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts straight away when consent was given on an earlier visit', () => {
    vi.stubGlobal('document', fakeDocument('ollie_consent=granted'));
    const start = vi.fn();
    whenConsented(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('can stop waiting', () => {
    vi.stubGlobal('document', fakeDocument());
    const start = vi.fn();
    const cancel = whenConsented(start);
    cancel();
    chooseConsent('granted');
    expect(start).not.toHaveBeenCalled();
  });
});
