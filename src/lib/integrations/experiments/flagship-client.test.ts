import { FSSdkStatus } from '@flagship.io/react-sdk';
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
    fetchFlags: vi.fn(() => Promise.resolve()),
    getFlag: vi.fn((key: string) => ({
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
    start: vi.fn(() => Promise.resolve()),
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

  it('keeps the defaults when fetching flags fails', async () => {
    const { sdk, visitor } = fakeSdk(FSSdkStatus.SDK_INITIALIZED, { OLLIE_APP_BANNER: true });
    visitor.fetchFlags.mockRejectedValueOnce(new Error('timeout'));
    visitor.getFlag.mockImplementation(() => ({
      getValue: vi.fn((fallback: unknown) => fallback),
    }));
    const { options: start, published } = options();
    await startFlagship(start, sdk);
    expect(published.at(-1)).toEqual({ state: 'ready', answers: expect.any(Object) });
    expect(published.at(-1)?.answers.OLLIE_APP_BANNER).toBe(false);
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

  it('reads flags without exposing them, and exposes one flag when asked', async () => {
    const { sdk, exposures } = fakeSdk(FSSdkStatus.SDK_INITIALIZED, { OLLIE_APP_BANNER: true });
    const client = await startFlagship(options().options, sdk);
    expect(exposures).toEqual([]);
    client!.expose('OLLIE_APP_BANNER');
    expect(exposures).toEqual(['OLLIE_APP_BANNER']);
  });
});
