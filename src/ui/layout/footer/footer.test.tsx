import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '@/lib/session/session-store';
import { renderWithTheme } from '@/ui/test-utils';
import { Footer } from './footer';

const flags = vi.hoisted(() => ({ OLLIE_APP_BANNER: false }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: string) => (flags as Record<string, boolean>)[name] ?? false,
}));

// The footer reads the visitor's clock: the test sets it (Date only; timers stay real).
const YEAR = 2027;
beforeEach(() => {
  flags.OLLIE_APP_BANNER = false;
  resetSessionStore();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${YEAR}-11-24T15:00:00Z`));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The links under one column heading, as [name, href] pairs. */
function columnLinks(title: string) {
  const column = screen.getByRole('heading', { level: 2, name: title }).parentElement!;
  return within(column)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Footer, full', () => {
  it('is the page footer with a Footer navigation of About, Support, Get Started and social', () => {
    renderWithTheme(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['About', 'Support', 'Get Started', 'Follow the pack']);
  });

  it('links the About pages, with Blog and Careers opening in a new tab', () => {
    renderWithTheme(<Footer />);
    expect(columnLinks('About')).toEqual([
      ['About us', '/about/'],
      ['How it works', '/how-it-works/'],
      ['Reviews', '/reviews/'],
      ['Press', '/press/'],
      ['Blog (opens in a new tab)', 'https://blog.ollie.example/'],
      ['Careers (opens in a new tab)', 'https://careers.ollie.example/'],
      ['Affiliates', '/affiliate/'],
      ['Learning resources', '/learning-resources/'],
    ]);
    // jsdom's name computation drops the space before the hidden note; browsers keep it.
    const blog = screen.getByRole('link', { name: /^Blog\s?\(opens in a new tab\)$/ });
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links Login, the quiz and meal plans under Get Started', () => {
    renderWithTheme(<Footer />);
    expect(columnLinks('Get Started')).toEqual([
      ['Login', '/auth/login/'],
      ['Take the quiz', '/onboarding/'],
      ['Meal plans', '/meal-plans/'],
    ]);
  });

  it('gives a signed-in customer their own links in place of Login and the quiz', () => {
    renderWithTheme(<Footer />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    act(() =>
      resetSessionStore({
        status: 'authenticated',
        user: { id: 7, email: 'maya@example.test', first_name: 'Maya', access_token: 'token' },
      }),
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take the quiz' })).not.toBeInTheDocument();
    // As many links as the guests' column: nothing below it moves when the session arrives.
    expect(columnLinks('Your account')).toEqual([
      ['My plan', '/account/'],
      ['Add Pup', '/account/add-pup/'],
      ['Meal plans', '/meal-plans/'],
    ]);
  });

  it('gives support links, business hours, email, phone, press email and the texting terms', () => {
    renderWithTheme(<Footer />);
    expect(columnLinks('Support')).toEqual([
      ['FAQ', '/faqs/'],
      ['Promo codes', '/promo-code/'],
      ['caninecare@ollie.example', 'mailto:caninecare@ollie.example'],
      ['1-844-886-5543', 'tel:+18448865543'],
      ['press@ollie.example', 'mailto:press@ollie.example'],
    ]);
    const hours = screen.getByRole('list', { name: 'Canine Care hours' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monday to Friday 9 AM to 8 PM ET', 'Saturday 10 AM to 7 PM ET', 'Sunday closed']);
    const texting = screen.getByText(/recurring automated marketing and account messages/);
    expect(texting).toHaveTextContent('not a condition of any purchase');
    expect(texting).toHaveTextContent('Msg & data rates may apply');
    expect(texting).toHaveTextContent('Reply STOP to cancel or HELP for help');
  });

  it('links six social networks, each in a new tab and saying so', () => {
    renderWithTheme(<Footer />);
    const social = within(screen.getByRole('heading', { name: 'Follow the pack' }).parentElement!)
      .getAllByRole('link')
      .filter((link) => !/App Store|Google Play/.test(link.textContent ?? ''));
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Instagram (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'TikTok (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'Pinterest (opens in a new tab)',
      'X (opens in a new tab)',
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    // Each shows its own glyph from the sprite in public/images/icons/social.svg.
    expect(social.map((link) => link.querySelector('use')?.getAttribute('href'))).toEqual(
      ['instagram', 'facebook', 'tiktok', 'youtube', 'pinterest', 'x'].map(
        (id) => `/images/icons/social.svg#${id}`,
      ),
    );
  });

  it('carries the feeding-guidance legal note', () => {
    renderWithTheme(<Footer />);
    expect(screen.getByText(/not veterinary advice/)).toHaveTextContent(
      'have not been evaluated by the U.S. Food and Drug Administration',
    );
  });

  it('leaves out Get Started and About in account mode, keeping Support and social', () => {
    renderWithTheme(<Footer accountMode />);
    expect(screen.queryByRole('heading', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take the quiz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Follow the pack' })).toBeInTheDocument();
    expect(screen.getByText(`© ${YEAR} Ollie`)).toBeInTheDocument();
  });

  it('has no app buttons while OLLIE_APP_BANNER is off', () => {
    renderWithTheme(<Footer />);
    // Not even loaded: the badges' code is fetched only while the flag is on.
    expect(screen.queryByText('GET THE OLLIE APP')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store|Google Play/ })).not.toBeInTheDocument();
  });

  it("shows 'GET THE OLLIE APP' with both store buttons while OLLIE_APP_BANNER is on", async () => {
    flags.OLLIE_APP_BANNER = true;
    renderWithTheme(<Footer />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'GET THE OLLIE APP' }),
    ).toBeInTheDocument();
    const appStore = screen.getByRole('link', {
      name: /^Download on the\s?App Store\s?\(opens in a new tab\)$/,
    });
    const play = screen.getByRole('link', {
      name: /^Get it on\s?Google Play\s?\(opens in a new tab\)$/,
    });
    expect(appStore).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/ollie-dog-food/id0000000000',
    );
    expect(play).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=example.ollie.app',
    );
    for (const link of [appStore, play]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('ends with the copyright and the legal links', () => {
    renderWithTheme(<Footer />);
    expect(screen.getByText(`© ${YEAR} Ollie`)).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy policy', '/privacy-policy/'],
      ['Terms', '/terms/'],
      ['Sitemap', '/sitemap.xml'],
    ]);
  });
});

describe('Footer, simple', () => {
  it('has the screen-reader notice, copyright, privacy and terms, and no columns', () => {
    renderWithTheme(<Footer variant="simple" />);
    const footer = screen.getByRole('contentinfo');
    const notice = within(footer).getByText(/hard to use with a screen reader/);
    expect(notice).toHaveClass('visually-hidden');
    expect(notice).toHaveTextContent('call Canine Care at 1-844-886-5543');
    expect(within(footer).getByText(`© ${YEAR} Ollie`)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms/');
    expect(within(footer).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(footer).queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
  });

  it('shows no app buttons even with the flag on', () => {
    flags.OLLIE_APP_BANNER = true;
    renderWithTheme(<Footer variant="simple" />);
    expect(screen.queryByText('GET THE OLLIE APP')).not.toBeInTheDocument();
  });
});
