// The system Chromium through Playwright (it cannot download its own browser here), with the
// flags playwright.config.ts uses so it does not call home over this machine's closed network.
import { chromium } from '@playwright/test';
import { ensureChromium } from '../lib.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The full Chromium by default (the phone measurements: their published figures are its); the
 * script budget passes the tests' headless shell (`ensureTestBrowser`), which downloads the same.
 */
export function launchChromium(executablePath = ensureChromium()) {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A visitor's first visit: a context of its own (empty cache, no cookies, no cookie choice). */
export function freshVisitor(browser, base, { mobile = false } = {}) {
  return browser.newContext({
    baseURL: base,
    ...(mobile
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
}

/**
 * Signs the context in as a new customer through NextAuth's register callback, as the quiz does
 * (e2e/support/accounts.ts): the session cookie lands in the context the pages then load in.
 */
export async function signInNewCustomer(context) {
  const { request } = context;
  const { csrfToken } = await (await request.get('/api/auth/csrf/')).json();
  const registered = await request.post('/api/auth/callback/register/', {
    form: {
      csrfToken,
      email: `measure-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      first_name: 'Ada',
      customer_group_id: '1',
      callbackUrl: '/',
      json: 'true',
    },
  });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()}`);
  const session = await (await request.get('/api/auth/session/')).json();
  if (!session?.user) throw new Error('register gave no session');
}
