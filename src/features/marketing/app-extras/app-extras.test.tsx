import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntegrationSettings } from '@/contracts/integrations';
import { integrationSettings, resetIntegrationSettingsForTests } from '@/lib/integrations/settings';
import AppExtras from './app-extras';

vi.mock('@/lib/visit/use-visit-params', () => ({ useVisitParams: () => undefined }));
vi.mock('@/features/auth/hooks/use-auto-registration', () => ({
  useAutoRegistration: () => undefined,
}));
// The loaders have their own tests; here only whether AppExtras asks for them, and with what.
// next/dynamic is made synchronous so that "nothing asked for" can be seen at once.
vi.mock('next/dynamic', () => ({
  default:
    () =>
    ({ settings }: { settings: IntegrationSettings }) => (
      <p>Third parties for {settings.gtm?.container_id}</p>
    ),
}));

const NONE: IntegrationSettings = {
  app_env: 'production',
  sentry_dsn: null,
  datadog: null,
  gtm: null,
  flagship: null,
  intercom: null,
};

const answer = (body: unknown, status = 200) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe('AppExtras', () => {
  beforeEach(() => resetIntegrationSettingsForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('starts the third parties the server names, from its answer', async () => {
    const fetch = answer({ ...NONE, gtm: { container_id: 'GTM-RUN', origin: 'https://x' } });
    vi.stubGlobal('fetch', fetch);
    render(<AppExtras />);
    expect(await screen.findByText('Third parties for GTM-RUN')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/integrations/', expect.anything());
  });

  it('fetches no third party when none is configured', async () => {
    const fetch = answer(NONE);
    vi.stubGlobal('fetch', fetch);
    render(<AppExtras />);
    // The same (memoised) answer AppExtras waits for, and React's update after it.
    await act(() => integrationSettings());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Third parties/)).not.toBeInTheDocument();
  });

  it('starts nothing when the settings cannot be read', async () => {
    const fetch = answer({ detail: 'down' }, 503);
    vi.stubGlobal('fetch', fetch);
    render(<AppExtras />);
    // The same (memoised) answer AppExtras waits for, and React's update after it.
    await act(() => integrationSettings());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Third parties/)).not.toBeInTheDocument();
  });
});
