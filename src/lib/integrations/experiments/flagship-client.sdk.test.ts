// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser build, which is what ships (the node build would go through node-fetch instead).
// It finds its own address from the page's scripts, so the page needs one.
vi.hoisted(() => {
  const script = document.createElement('script');
  script.src = 'http://localhost/_next/static/chunks/flagship.js';
  document.head.append(script);
});
import { Flagship } from '@flagship.io/js-sdk/dist/index.browser.lite';
import type { ExperimentsSnapshot } from './flag-store';
import { startFlagship, type FlagshipSdk } from './flagship-client';

/**
 * The client against the real Flagship SDK, with the network replaced: this is what catches a
 * renamed option, visitor method or status in an SDK upgrade, which the stand-in tests cannot.
 */
const CAMPAIGN = {
  id: 'campaign-1',
  name: 'App banner test',
  slug: 'app-banner',
  type: 'ab',
  variationGroupId: 'group-1',
  variationGroupName: 'All visitors',
  variation: {
    id: 'variation-on',
    name: 'Banner on',
    reference: false,
    modifications: { type: 'FLAG', value: { OLLIE_APP_BANNER: true } },
  },
};

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The SDK is a page-wide singleton that keeps its first tracking manager, with the first start's
 * callbacks, across later starts (the shop starts it once per page); route them to the current test.
 */
let exposedTo: (metadata: unknown) => void = () => undefined;

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

async function start(
  decide: (url: string) => Response | Promise<Response>,
  visitor: { consent?: boolean; customerId?: string } = {},
) {
  const requests: string[] = [];
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push(url);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Sent['body']) : {};
      sent.push({ url, body });
      if (url.includes('/campaigns')) return decide(url);
      if (url.includes('accountSettings')) return answer({ accountSettings: {} });
      return answer({});
    }),
  );
  const published: ExperimentsSnapshot[] = [];
  const onExposed = vi.fn();
  exposedTo = onExposed;
  const client = await startFlagship(
    {
      envId: 'env-test',
      apiKey: 'key-test',
      visitorId: 'visitor-abc-123',
      context: { logged_in: false },
      consent: visitor.consent ?? false,
      customerId: visitor.customerId ?? null,
      publish: (snapshot) => published.push(snapshot),
      onExposed: (metadata) => exposedTo(metadata),
    },
    Flagship as unknown as FlagshipSdk,
  );
  return { client: client!, published, requests, sent, onExposed };
}

/**
 * Exposes a flag and runs what the SDK sets going, its timers and the promises between them, on
 * fake time. A consented visitor's activation has been sent by the end of it (the test below
 * checks), so one that has not been sent by then is not coming: no guess of how long it takes.
 */
async function exposeAndSettle(client: { expose: (name: 'OLLIE_APP_BANNER') => void }) {
  vi.useFakeTimers();
  try {
    client.expose('OLLIE_APP_BANNER');
    await vi.runOnlyPendingTimersAsync();
  } finally {
    vi.useRealTimers();
  }
}

describe('startFlagship with the real SDK', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is ready with Flagship's answer after the decision API call", async () => {
    const { published, requests } = await start(() => answer({ campaigns: [CAMPAIGN] }));
    expect(
      requests.some((url) => url.startsWith('https://decision.flagship.io/v2/env-test/')),
    ).toBe(true);
    expect(published[0]?.state).toBe('starting');
    expect(published.at(-1)).toEqual({ state: 'ready', answers: { OLLIE_APP_BANNER: true } });
  });

  it('gives no answers when the decision API answers panic', async () => {
    const { published } = await start(() => answer({ campaigns: [], panic: true }));
    expect(published.at(-1)).toEqual({ state: 'panic', answers: {} });
  });

  it('is not initialized when the decision API cannot be reached', async () => {
    const { published } = await start(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(published.at(-1)).toEqual({ state: 'not_initialized', answers: {} });
  });

  it('is not initialized when the decision API refuses the key', async () => {
    const { published } = await start(() => answer({ message: 'Forbidden' }, 403));
    expect(published.at(-1)).toEqual({ state: 'not_initialized', answers: {} });
  });

  it('sends no activation for a visitor without consent, even when asked to expose', async () => {
    const { client, requests, onExposed } = await start(() => answer({ campaigns: [CAMPAIGN] }));
    await exposeAndSettle(client);
    expect(requests.filter((url) => url.includes('/activate'))).toEqual([]);
    expect(onExposed).not.toHaveBeenCalled();
  });

  it("activates an exposed flag with consent and hands its campaign to 'Flagship Test'", async () => {
    const { client, sent, onExposed } = await start(() => answer({ campaigns: [CAMPAIGN] }), {
      consent: true,
    });
    await exposeAndSettle(client);
    expect(onExposed).toHaveBeenCalled();
    const activation = sent.find(({ url }) => url === 'https://decision.flagship.io/v2/activate');
    expect(activation?.body.batch).toEqual([
      expect.objectContaining({ vid: 'visitor-abc-123', caid: 'group-1', vaid: 'variation-on' }),
    ]);
    expect(onExposed).toHaveBeenCalledWith(
      expect.objectContaining({
        campaignType: 'ab',
        campaignName: 'App banner test',
        slug: 'app-banner',
        variationId: 'variation-on',
        variationName: 'Banner on',
      }),
    );
  });

  it('decides for the customer after sign-in, with the anonymous id kept aside, and back after sign-out', async () => {
    const { client, sent } = await start(() => answer({ campaigns: [CAMPAIGN] }));
    const decisions = () =>
      sent.filter(({ url }) => url.includes('/campaigns')).map(({ body }) => body);
    await client.identify('42');
    expect(decisions().at(-1)).toMatchObject({ visitorId: '42', anonymousId: 'visitor-abc-123' });
    await client.identify(null);
    expect(decisions().at(-1)).toMatchObject({ visitorId: 'visitor-abc-123', anonymousId: null });
  });
});
