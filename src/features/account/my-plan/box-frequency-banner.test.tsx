import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { BoxFrequencyBanner } from './box-frequency-banner';

const flags = vi.hoisted(() => ({ SHOW_BOX_FREQUENCY_BANNER: false }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: keyof typeof flags) => flags[name],
}));

describe('BoxFrequencyBanner', () => {
  it('shows when SHOW_BOX_FREQUENCY_BANNER is on', () => {
    flags.SHOW_BOX_FREQUENCY_BANNER = true;
    renderWithTheme(<BoxFrequencyBanner />);
    expect(screen.getByRole('complementary', { name: 'Box frequency' })).toHaveTextContent(
      'choose how often boxes come',
    );
  });

  it('stays away when the flag is off', () => {
    flags.SHOW_BOX_FREQUENCY_BANNER = false;
    renderWithTheme(<BoxFrequencyBanner />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
