import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { integrationSettings, resetIntegrationSettingsForTests } from './settings';

const SETTINGS = {
  app_env: 'test',
  sentry_dsn: null,
  datadog: null,
  gtm: null,
  flagship: null,
  intercom: { app_id: 'app', widget_origin: 'https://widget.intercom.io' },
};

describe('integrationSettings', () => {
  beforeEach(() => resetIntegrationSettingsForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server once per page load, without cookies', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(SETTINGS)));
    vi.stubGlobal('fetch', fetch);
    expect(await integrationSettings()).toEqual(SETTINGS);
    expect(await integrationSettings()).toEqual(SETTINGS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/integrations/', { credentials: 'omit' });
  });

  it('is null when the server does not answer, or answers an error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await integrationSettings()).toBeNull();
    resetIntegrationSettingsForTests();
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({}, { status: 503 })));
    expect(await integrationSettings()).toBeNull();
  });
});
