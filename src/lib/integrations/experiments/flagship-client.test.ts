import {
  FSFetchReasons,
  FSFetchStatus,
  FSSdkStatus,
  type FlagsStatus,
} from '@flagship.io/react-sdk';
import { describe, expect, it, vi } from 'vitest';
import type { ExperimentsSnapshot } from './flag-store';
import {
  startFlagship,
  type FlagshipSdk,
  type StartOptions,
  type VisitorLike,
} from './flagship-client';

/** A stand-in for Flagship's SDK: answers flags from a table and reports the status it is given. */
function fakeSdk(status: FSSdkStatus, flags: Record<string, unknown> = {}) {
  const exposures: string[] = [];
  const visitor = {
    flagsStatus: { status: FSFetchStatus.FETCHED, reason: FSFetchReasons.NONE } as FlagsStatus,
    fetchFlags: vi.fn(() => Promise.resolve()),
    getFlag: vi.fn((key: string) => ({
      exists: () => key in flags,
      getValue: vi.fn((fallback: unknown, exposed?: boolean) => {
        if (exposed) exposures.push(key);
        return key in flags ? flags[key] : fallback;
      }),
    })),
    setConsent: vi.fn(),
    updateContext: vi.fn(),
    authenticate: vi.fn(),
    unauthenticate: vi.fn(),
  } satisfies VisitorLike;
  const sdk = {
    status,
    start: vi.fn((_envId: string, _apiKey: string, _config: Record<string, unknown>) =>
      Promise.resolve(),
    ),
    getStatus() {
      return this.status;
    },
    newVisitor: vi.fn(() => visitor),
  };
  return {
    sdk: sdk as FlagshipSdk & { status: FSSdkStatus; start: typeof sdk.start },
    visitor,
    exposures,
  };
}

function options(overrides: Partial<StartOptions> = {}) {
  const published: ExperimentsSnapshot[] = [];
  return {
    published,
    options: {
      envId: 'env',
      apiKey: 'key',
      visitorId: 'visitor-123',
      context: { logged_in: false },
      consent: false,
      customerId: null,
      publish: (snapshot: ExperimentsSnapshot) => published.push(snapshot),
      onExposed: vi.fn(),
      ...overrides,
    } satisfies StartOptions,
  };
}

describe('startFlagship', () => {
  it("goes from starting to ready with Flagship's answers for the shop's flags", async () => {
    const { sdk, visitor } = fakeSdk(FSSdkStatus.SDK_INITIALIZED, {
      OLLIE_APP_BANNER: true,
      SHOW_LAMB: 'yes please',
    });
    const { options: start, published } = options();
    const client = await startFlagship(start, sdk);

    expect(client).not.toBeNull();
    expect(published.map((snapshot) => snapshot.state)).toEqual(['starting', 'ready']);
    // Non-boolean answers are not trusted: the default covers them.
    expect(published.at(-1)?.answers).toMatchObject({ OLLIE_APP_BANNER: true });
    expect(published.at(-1)?.answers).not.toHaveProperty('SHOW_LAMB');
    expect(sdk.start).toHaveBeenCalledWith('env', 'key', expect.objectContaining({ timeout: 2 }));
    expect(sdk.newVisitor).toHaveBeenCalledWith(
      expect.objectContaining({ visitorId: 'visitor-123', hasConsented: false }),
    );
    expect(visitor.fetchFlags).toHaveBeenCalledTimes(1);
  });

  it('stays not initialized (defaults) when Flagship refuses the environment id or key', async () => {
    const { sdk } = fakeSdk(FSSdkStatus.SDK_NOT_INITIALIZED);
    const { options: start, published } = options();
    expect(await startFlagship(start, sdk)).toBeNull();
    expect(published.at(-1)).toEqual({ state: 'not_initialized', answers: {} });
  });

  it('gives no answers in panic mode', async () => {
    const { sdk } = fakeSdk(FSSdkStatus.SDK_PANIC, { OLLIE_APP_BANNER: true });
    const { options: start, published } = options();
    await startFlagship(start, sdk);
    expect(published.at(-1)).toEqual({ state: 'panic', answers: {} });
  });

  it('is not initialized, with no answers, when fetching flags throws', async () => {
    const { sdk, visitor } = fakeSdk(FSSdkStatus.SDK_INITIALIZED);
    visitor.fetchFlags.mockRejectedValueOnce(new Error('timeout'));
    const { options: start, published } = options();
    await startFlagship(start, sdk);
    expect(published.at(-1)).toEqual({ state: 'not_initialized', answers: {} });
  });

  const failOnce = (visitor: { flagsStatus: FlagsStatus; fetchFlags: () => Promise<void> }) => {
    vi.mocked(visitor.fetchFlags).mockImplementationOnce(() => {
      visitor.flagsStatus = {
        status: FSFetchStatus.FETCH_REQUIRED,
        reason: FSFetchReasons.FLAGS_FETCHED_FROM_CACHE,
      };
      return Promise.resolve();
    });
  };

  it('is not initialized when the decision request failed (the SDK only records it)', async () => {
    const flags: Record<string, unknown> = {};
    const { sdk, visitor } = fakeSdk(FSSdkStatus.SDK_INITIALIZED, flags);
    failOnce(visitor);
    const { options: start, published } = options();
    const client = await startFlagship(start, sdk);
    expect(published.at(-1)).toEqual({ state: 'not_initialized', answers: {} });

    // The next successful fetch (here after sign-in) brings Flagship's answers back.
    visitor.flagsStatus = { status: FSFetchStatus.FETCHED, reason: FSFetchReasons.NONE };
    flags.OLLIE_APP_BANNER = true;
    await client!.identify('42');
    expect(published.at(-1)).toEqual({ state: 'ready', answers: { OLLIE_APP_BANNER: true } });
  });

  it("keeps the answers the SDK had cached from the visitor's last visit when a fetch fails", async () => {
    const { sdk, visitor } = fakeSdk(FSSdkStatus.SDK_INITIALIZED, { OLLIE_APP_BANNER: true });
    failOnce(visitor);
    const { options: start, published } = options();
    await startFlagship(start, sdk);
    expect(published.at(-1)).toEqual({ state: 'ready', answers: { OLLIE_APP_BANNER: true } });
  });

  it('answers only for flags Flagship decided, so the others keep their defaults', async () => {
    const { sdk } = fakeSdk(FSSdkStatus.SDK_INITIALIZED, { SHOW_ADD_ONS: false });
    const { options: start, published } = options();
    await startFlagship(start, sdk);
    expect(published.at(-1)).toEqual({ state: 'ready', answers: { SHOW_ADD_ONS: false } });
  });

  it('switches to panic (no answers) when Flagship says so while running', async () => {
    const { sdk } = fakeSdk(FSSdkStatus.SDK_INITIALIZED, { OLLIE_APP_BANNER: true });
    const { options: start, published } = options();
    await startFlagship(start, sdk);
    const config = sdk.start.mock.calls[0]![2] as unknown as {
      onSdkStatusChanged(s: FSSdkStatus): void;
    };
    config.onSdkStatusChanged(FSSdkStatus.SDK_PANIC);
    expect(published.at(-1)).toEqual({ state: 'panic', answers: {} });
  });

  it("starts with the spec's timeout and de-duplication, without fetching or usage tracking", async () => {
    const { sdk } = fakeSdk(FSSdkStatus.SDK_INITIALIZED);
    await startFlagship(options({ decisionApiUrl: 'http://127.0.0.1:3199/v2/' }).options, sdk);
    expect(sdk.start).toHaveBeenCalledWith(
      'env',
      'key',
      expect.objectContaining({
        timeout: 2,
        hitDeduplicationTime: 2,
        fetchNow: false,
        reuseVisitorIds: false,
        disableDeveloperUsageTracking: true,
        decisionApiUrl: 'http://127.0.0.1:3199/v2/',
      }),
    );
  });

  it("hands an exposed flag's campaign to the 'Flagship Test' reporter", async () => {
    const { sdk } = fakeSdk(FSSdkStatus.SDK_INITIALIZED);
    const { options: start } = options();
    await startFlagship(start, sdk);
    const config = sdk.start.mock.calls[0]![2] as unknown as {
      onVisitorExposed(arg: unknown): void;
    };
    const metadata = { campaignType: 'ab', campaignName: 'Banner', variationId: 'v1' };
    config.onVisitorExposed({ exposedVisitor: { id: 'visitor-123' }, fromFlag: { metadata } });
    expect(start.onExposed).toHaveBeenCalledWith(metadata);
  });

  it('authenticates on sign-in and unauthenticates on sign-out, fetching flags each time', async () => {
    const { sdk, visitor } = fakeSdk(FSSdkStatus.SDK_INITIALIZED);
    const { options: start } = options();
    const client = await startFlagship(start, sdk);
    await client!.identify('42');
    await client!.identify('42');
    expect(visitor.authenticate).toHaveBeenCalledTimes(1);
    expect(visitor.authenticate).toHaveBeenCalledWith('42');
    await client!.identify(null);
    expect(visitor.unauthenticate).toHaveBeenCalledTimes(1);
    expect(visitor.fetchFlags).toHaveBeenCalledTimes(3);
  });

  it('starts a signed-in customer as themselves', async () => {
    const { sdk, visitor } = fakeSdk(FSSdkStatus.SDK_INITIALIZED);
    await startFlagship(options({ customerId: '7' }).options, sdk);
    expect(visitor.authenticate).toHaveBeenCalledWith('7');
  });

  it('sends a changed context once, and passes consent on', async () => {
    const { sdk, visitor } = fakeSdk(FSSdkStatus.SDK_INITIALIZED);
    const client = await startFlagship(options().options, sdk);
    await client!.updateContext({ logged_in: false });
    expect(visitor.updateContext).not.toHaveBeenCalled();
    await client!.updateContext({ logged_in: true });
    expect(visitor.updateContext).toHaveBeenCalledWith({ logged_in: true });
    client!.setConsent(true);
    expect(visitor.setConsent).toHaveBeenCalledWith(true);
  });

  it('passes consent on only when it changes: each call sends Flagship a consent hit', async () => {
    const { sdk, visitor } = fakeSdk(FSSdkStatus.SDK_INITIALIZED);
    const client = await startFlagship(options({ consent: false }).options, sdk);
    client!.setConsent(false);
    expect(visitor.setConsent).not.toHaveBeenCalled();
    client!.setConsent(true);
    client!.setConsent(true);
    client!.setConsent(false);
    expect(visitor.setConsent.mock.calls).toEqual([[true], [false]]);
  });

  it('reads flags without exposing them, and exposes one flag when asked', async () => {
    const { sdk, exposures } = fakeSdk(FSSdkStatus.SDK_INITIALIZED, { OLLIE_APP_BANNER: true });
    const client = await startFlagship(options().options, sdk);
    expect(exposures).toEqual([]);
    client!.expose('OLLIE_APP_BANNER');
    expect(exposures).toEqual(['OLLIE_APP_BANNER']);
  });
});
