import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishExperiments, resetExperimentsForTests } from './flag-store';
import { useFlag } from './use-flag';

function AppBanner() {
  return <p>{useFlag('OLLIE_APP_BANNER') ? 'banner on' : 'banner off'}</p>;
}

describe('useFlag', () => {
  afterEach(resetExperimentsForTests);

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
});
