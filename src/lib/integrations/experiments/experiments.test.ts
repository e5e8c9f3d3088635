import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseConsent, resetConsentForTests } from '../consent/consent-store';
import {
  exposeFlag,
  resetExperimentsClientForTests,
  startExperiments,
  syncExperiments,
  type LoadFlagship,
  type VisitorState,
} from './experiments';
import { getExperimentsSnapshot, publishExperiments, resetExperimentsForTests } from './flag-store';
import type { ExperimentsClient } from './flagship-client';

const CONFIGURED = { envId: 'env', apiKey: 'key' };
const VISITOR: VisitorState = { consent: false, customerId: null, context: { logged_in: false } };

function fakeClient(): ExperimentsClient {
  return {
    setConsent: vi.fn(),
    updateContext: vi.fn(() => Promise.resolve()),
    identify: vi.fn(() => Promise.resolve()),
    expose: vi.fn(),
  };
}

/** An SDK import that hands back a started client and publishes 'ready', as Flagship would. */
function loader(client: ExperimentsClient | null = fakeClient()) {
  const startFlagship = vi.fn(() => {
    publishExperiments({ state: 'ready', answers: {} });
    return Promise.resolve(client);
  });
  const load = vi.fn(() => Promise.resolve({ startFlagship }));
  return { load: load as unknown as LoadFlagship & typeof load, startFlagship, client };
}

describe('startExperiments', () => {
  let cookie = '';
  beforeEach(() => {
    cookie = '';
    vi.stubGlobal('document', {
      get cookie() {
        return cookie;
      },
      set cookie(text: string) {
        cookie = text.split(';')[0]!;
      },
    });
    vi.stubGlobal('window', { location: { protocol: 'https:' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetExperimentsClientForTests();
    resetExperimentsForTests();
    resetConsentForTests();
  });

  it.each([
    ['no environment id', { apiKey: 'key' }],
    ['no API key', { envId: 'env' }],
  ])('imports nothing with %s: not initialized, every flag at its default', async (_, config) => {
    const { load } = loader();
    expect(await startExperiments(VISITOR, config, load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(getExperimentsSnapshot()).toEqual({ state: 'not_initialized', answers: {} });
    expect(cookie).toBe('');
  });

  it('imports the SDK once and starts it with the visitor id cookie and the visitor', async () => {
    const { load, startFlagship } = loader();
    await startExperiments(VISITOR, CONFIGURED, load);
    await startExperiments(VISITOR, CONFIGURED, load);
    expect(load).toHaveBeenCalledTimes(1);
    const visitorId = cookie.split('=')[1];
    expect(visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(startFlagship).toHaveBeenCalledWith(
      expect.objectContaining({ envId: 'env', apiKey: 'key', visitorId, consent: false }),
    );
  });

  it('only warns and keeps the defaults when the SDK cannot be imported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    expect(await startExperiments(VISITOR, CONFIGURED, load)).toBeNull();
    expect(getExperimentsSnapshot()).toEqual({ state: 'not_initialized', answers: {} });
    expect(warn).toHaveBeenCalledWith(
      'Experiments could not start; flags keep their defaults',
      expect.any(Error),
    );
  });

  it('passes consent, sign-in and context changes on to the started SDK', async () => {
    const { load, client } = loader();
    await startExperiments(VISITOR, CONFIGURED, load);
    syncExperiments({ consent: true, customerId: '42', context: { logged_in: true } });
    await vi.waitFor(() => expect(client!.updateContext).toHaveBeenCalled());
    expect(client!.setConsent).toHaveBeenCalledWith(true);
    expect(client!.identify).toHaveBeenCalledWith('42');
    expect(client!.updateContext).toHaveBeenCalledWith({ logged_in: true });

    syncExperiments({ consent: true, customerId: null, context: { logged_in: false } });
    await vi.waitFor(() => expect(client!.identify).toHaveBeenLastCalledWith(null));
  });

  it('exposes a flag only with consent, and once per page', async () => {
    const { load, client } = loader();
    await startExperiments(VISITOR, CONFIGURED, load);
    exposeFlag('OLLIE_APP_BANNER');
    chooseConsent('denied');
    exposeFlag('OLLIE_APP_BANNER');
    await Promise.resolve();
    expect(client!.expose).not.toHaveBeenCalled();

    chooseConsent('granted');
    exposeFlag('OLLIE_APP_BANNER');
    exposeFlag('OLLIE_APP_BANNER');
    await vi.waitFor(() => expect(client!.expose).toHaveBeenCalledTimes(1));
    expect(client!.expose).toHaveBeenCalledWith('OLLIE_APP_BANNER');
  });
});
