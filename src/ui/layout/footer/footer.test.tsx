import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { Footer } from './footer';

const flags = vi.hoisted(() => ({ OLLIE_APP_BANNER: false }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: string) => (flags as Record<string, boolean>)[name] ?? false,
}));

beforeEach(() => {
  flags.OLLIE_APP_BANNER = false;
});

describe('Footer (full)', () => {
  it('has the About, Support and Get Started columns', () => {
    renderWithTheme(<Footer />);
    for (const title of ['About', 'Support', 'Get Started']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/onboarding/',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login/');
  });

  it('shows business hours, support email and phone, press email and the SMS consent blurb', () => {
    renderWithTheme(<Footer />);
    expect(screen.getByText('Monday to Friday')).toBeInTheDocument();
    expect(screen.getByText('9 AM to 8 PM ET')).toBeInTheDocument();
    expect(screen.getByText('Saturday')).toBeInTheDocument();
    expect(screen.getByText('10 AM to 7 PM ET')).toBeInTheDocument();
    expect(screen.getByText('Sunday')).toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'caninecare@ollie.example' })).toHaveAttribute(
      'href',
      'mailto:caninecare@ollie.example',
    );
    expect(screen.getByRole('link', { name: '1-844-886-5543' })).toHaveAttribute(
      'href',
      'tel:+18448865543',
    );
    expect(screen.getByRole('link', { name: 'press@ollie.example' })).toBeInTheDocument();
    expect(screen.getByText(/Reply STOP to stop/)).toBeInTheDocument();
  });

  it('links six social networks, each in a new tab', () => {
    renderWithTheme(<Footer />);
    const social = screen
      .getAllByRole('link', { name: /\(opens in a new tab\)$/ })
      .filter((link) =>
        /Instagram|Facebook|TikTok|YouTube|Pinterest|^X /.test(
          link.getAttribute('aria-label') ?? '',
        ),
      );
    expect(social).toHaveLength(6);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('hides Get Started in account mode', () => {
    renderWithTheme(<Footer accountMode />);
    expect(screen.queryByRole('heading', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take the quiz' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
  });

  it("shows 'GET THE OLLIE APP' only when the flag is on", () => {
    const { unmount } = renderWithTheme(<Footer />);
    expect(screen.queryByText('GET THE OLLIE APP')).not.toBeInTheDocument();
    unmount();
    flags.OLLIE_APP_BANNER = true;
    renderWithTheme(<Footer />);
    expect(screen.getByRole('heading', { name: 'GET THE OLLIE APP' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('target', '_blank');
  });

  it('ends with the copyright and the legal links', () => {
    renderWithTheme(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Ollie`)).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    expect(within(legal).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms/');
  });
});

describe('Footer (simple)', () => {
  it('has the screen-reader notice, copyright, privacy and terms, and no columns', () => {
    renderWithTheme(<Footer variant="simple" />);
    expect(screen.getByText(/We want everyone to be able to use this site/)).toHaveClass(
      'visually-hidden',
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Ollie`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About' })).not.toBeInTheDocument();
  });
});
