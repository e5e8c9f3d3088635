import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseConsent, resetConsentForTests } from '../consent/consent-store';
import { exposeFlag } from './experiments';
import { publishExperiments, resetExperimentsForTests } from './flag-store';
import { useFlag } from './use-flag';

vi.mock('./experiments', () => ({ exposeFlag: vi.fn() }));

function AppBanner() {
  return <p>{useFlag('OLLIE_APP_BANNER') ? 'banner on' : 'banner off'}</p>;
}

describe('useFlag', () => {
  beforeEach(() => {
    vi.mocked(exposeFlag).mockClear();
    resetConsentForTests();
    document.cookie = 'ollie_consent=; Max-Age=0; Path=/';
  });
  afterEach(() => {
    resetExperimentsForTests();
    resetConsentForTests();
  });

  it("shows the default until Flagship is ready, then Flagship's answer, and the default in panic", () => {
    render(<AppBanner />);
    expect(screen.getByText('banner off')).toBeInTheDocument();

    act(() => publishExperiments({ state: 'starting', answers: { OLLIE_APP_BANNER: true } }));
    expect(screen.getByText('banner off')).toBeInTheDocument();

    act(() => publishExperiments({ state: 'ready', answers: { OLLIE_APP_BANNER: true } }));
    expect(screen.getByText('banner on')).toBeInTheDocument();

    act(() => publishExperiments({ state: 'panic', answers: {} }));
    expect(screen.getByText('banner off')).toBeInTheDocument();
  });

  it('shows the default again when Flagship could not fetch (not initialized)', () => {
    render(<AppBanner />);
    act(() => publishExperiments({ state: 'ready', answers: { OLLIE_APP_BANNER: true } }));
    act(() => publishExperiments({ state: 'not_initialized', answers: {} }));
    expect(screen.getByText('banner off')).toBeInTheDocument();
  });

  it('exposes a flag Flagship decided once the visitor allows tracking, not before', async () => {
    render(<AppBanner />);
    act(() => publishExperiments({ state: 'ready', answers: { OLLIE_APP_BANNER: true } }));
    expect(exposeFlag).not.toHaveBeenCalled();

    act(() => chooseConsent('granted'));
    // The experiments module is imported on demand, so the exposure lands a moment later.
    await vi.waitFor(() => expect(exposeFlag).toHaveBeenCalledWith('OLLIE_APP_BANNER'));
  });

  it('exposes nothing while starting, in panic, or for a flag in none of the campaigns', async () => {
    act(() => chooseConsent('granted'));
    render(<AppBanner />);
    act(() => publishExperiments({ state: 'starting', answers: { OLLIE_APP_BANNER: true } }));
    act(() => publishExperiments({ state: 'panic', answers: {} }));
    act(() => publishExperiments({ state: 'ready', answers: { SHOW_LAMB: true } }));
    // An exposure goes through a lazy import: once every import has settled, none is coming.
    await act(() => vi.dynamicImportSettled());
    expect(exposeFlag).not.toHaveBeenCalled();
  });
});
