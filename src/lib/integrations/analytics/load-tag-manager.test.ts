// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseConsent, resetConsentForTests } from '../consent/consent-store';
import { loadTagManager, tagManagerScriptUrl } from './load-tag-manager';

const tagScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.includes('gtm.js'));

beforeEach(() => {
  document.cookie = 'ollie_consent=; Path=/; Max-Age=0';
  document.head.innerHTML = '';
  delete window.dataLayer;
  resetConsentForTests();
});
afterEach(() => resetConsentForTests());

describe('loadTagManager', () => {
  it('builds the container URL from the configured origin', () => {
    expect(tagManagerScriptUrl('http://127.0.0.1:4010/', 'GTM-AB12')).toBe(
      'http://127.0.0.1:4010/gtm.js?id=GTM-AB12',
    );
  });

  it('loads nothing without a container id, even with consent', () => {
    chooseConsent('granted');
    loadTagManager(undefined, 'http://127.0.0.1:4010');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('waits for consent, then adds the script once', () => {
    loadTagManager('GTM-AB12', 'http://127.0.0.1:4010');
    expect(tagScripts()).toHaveLength(0);
    chooseConsent('denied');
    expect(tagScripts()).toHaveLength(0);
    chooseConsent('granted');
    loadTagManager('GTM-AB12', 'http://127.0.0.1:4010');
    expect(tagScripts().map((script) => script.src)).toEqual([
      'http://127.0.0.1:4010/gtm.js?id=GTM-AB12',
    ]);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });
});
