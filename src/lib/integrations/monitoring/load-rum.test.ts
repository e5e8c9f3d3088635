import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseConsent, resetConsentForTests } from '../consent/consent-store';
import {
  identifyRumUser,
  loadRum,
  resetRumForTests,
  rumOptions,
  type RumConfig,
  type RumSdk,
} from './load-rum';

const CONFIG: RumConfig = {
  applicationId: 'app-1',
  clientToken: 'pub-1',
  site: 'datadoghq.com',
  appEnv: 'staging',
};

function fakeRum() {
  const rum: RumSdk = {
    init: vi.fn(),
    setTrackingConsent: vi.fn(),
    startSessionReplayRecording: vi.fn(),
    stopSessionReplayRecording: vi.fn(),
    setUser: vi.fn(),
    clearUser: vi.fn(),
  };
  return { rum, load: vi.fn(() => Promise.resolve(rum)) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadRum', () => {
  beforeEach(() => {
    resetConsentForTests();
    let cookie = '';
    vi.stubGlobal('document', {
      get cookie() {
        return cookie;
      },
      set cookie(text: string) {
        cookie = text.split(';')[0]!;
      },
    });
    // The browser is idle at once in these tests.
    vi.stubGlobal('window', {
      location: { protocol: 'https:' },
      requestIdleCallback: (task: () => void) => task(),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetConsentForTests();
    resetRumForTests();
  });

  it.each([
    ['no application id', { ...CONFIG, applicationId: undefined }],
    ['no client token', { ...CONFIG, clientToken: undefined }],
    ['the local environment', { ...CONFIG, appEnv: 'local' }],
  ])('loads nothing with %s, whatever the consent', async (_, config) => {
    const { load } = fakeRum();
    chooseConsent('granted');
    loadRum(config, load);
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for consent before loading the SDK, then records every session with inputs masked', async () => {
    const { rum, load } = fakeRum();
    loadRum(CONFIG, load);
    await flush();
    chooseConsent('denied');
    await flush();
    expect(load).not.toHaveBeenCalled();

    chooseConsent('granted');
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(rum.init).toHaveBeenCalledWith(
      expect.objectContaining({
        applicationId: 'app-1',
        clientToken: 'pub-1',
        env: 'staging',
        sessionSampleRate: 100,
        sessionReplaySampleRate: 100,
        defaultPrivacyLevel: 'mask-user-input',
        service: 'ollie-storefront',
        site: 'datadoghq.com',
        trackUserInteractions: true,
        trackResources: true,
        trackLongTasks: true,
      }),
    );
  });

  it('passes the proxy to init when one is configured', async () => {
    const { rum, load } = fakeRum();
    chooseConsent('granted');
    loadRum({ ...CONFIG, proxy: 'http://127.0.0.1:3199/rum' }, load);
    await flush();
    expect(rum.init).toHaveBeenCalledWith(
      expect.objectContaining({ proxy: 'http://127.0.0.1:3199/rum' }),
    );
  });

  it('starts nothing when consent is withdrawn while the SDK loads', async () => {
    const { rum } = fakeRum();
    let arrive: (sdk: RumSdk) => void = () => undefined;
    chooseConsent('granted');
    loadRum(CONFIG, () => new Promise<RumSdk>((resolve) => (arrive = resolve)));
    chooseConsent('denied');
    arrive(rum);
    await flush();
    expect(rum.init).not.toHaveBeenCalled();
  });

  it('starts nothing once cleaned up, even if the SDK was already on its way', async () => {
    const { rum, load } = fakeRum();
    chooseConsent('granted');
    const stop = loadRum(CONFIG, load);
    stop();
    await flush();
    expect(rum.init).not.toHaveBeenCalled();
  });

  it("names the session's user by customer id only, and forgets them on sign-out", async () => {
    const { rum, load } = fakeRum();
    identifyRumUser('42');
    chooseConsent('granted');
    loadRum(CONFIG, load);
    await flush();
    expect(rum.setUser).toHaveBeenCalledWith({ id: '42' });
    identifyRumUser(null);
    expect(rum.clearUser).toHaveBeenCalledTimes(1);
    identifyRumUser('7');
    expect(rum.setUser).toHaveBeenLastCalledWith({ id: '7' });
  });

  it('stops recording and tracking when consent is withdrawn, and resumes tracking on a new grant', async () => {
    const { rum, load } = fakeRum();
    chooseConsent('granted');
    loadRum(CONFIG, load);
    await flush();
    chooseConsent('denied');
    expect(rum.stopSessionReplayRecording).toHaveBeenCalledTimes(1);
    expect(rum.setTrackingConsent).toHaveBeenLastCalledWith('not-granted');
    chooseConsent('granted');
    expect(rum.setTrackingConsent).toHaveBeenLastCalledWith('granted');
    expect(rum.startSessionReplayRecording).toHaveBeenCalledTimes(1);
    expect(rum.init).toHaveBeenCalledTimes(1);
  });

  it('only warns when the SDK cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    chooseConsent('granted');
    loadRum(CONFIG, () => Promise.reject(new Error('blocked by an extension')));
    await flush();
    expect(warn).toHaveBeenCalledWith('Real user monitoring could not start', expect.any(Error));
  });

  it('can be cancelled before consent arrives', async () => {
    const { load } = fakeRum();
    const stop = loadRum(CONFIG, load);
    stop();
    chooseConsent('granted');
    await flush();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('rumOptions', () => {
  it('sends the data through the proxy when one is configured', () => {
    expect(rumOptions({ ...CONFIG, proxy: 'http://127.0.0.1:3199/rum' })).toMatchObject({
      proxy: 'http://127.0.0.1:3199/rum',
    });
    expect(rumOptions(CONFIG)).not.toHaveProperty('proxy');
  });
});
