import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConsentForTests } from '@/lib/integrations/consent/consent-store';
import { Footer } from '@/ui/layout/footer/footer';
import { renderWithTheme } from '@/ui/test-utils';
import { theme } from '@/ui/theme';
import { ConsentBanner, consentBannerShownOn } from './consent-banner';

function clearConsentCookie() {
  document.cookie = 'ollie_consent=; Path=/; Max-Age=0';
}

beforeEach(() => {
  clearConsentCookie();
  document.documentElement.removeAttribute('data-consent-chosen');
  resetConsentForTests();
});
afterEach(clearConsentCookie);

const banner = () => screen.queryByRole('region', { name: 'Cookies, your call' });

describe('ConsentBanner', () => {
  it('asks a visitor who has not chosen yet', () => {
    renderWithTheme(<ConsentBanner />);
    expect(banner()).toHaveAccessibleDescription(/measure visits/);
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Only necessary' })).toBeVisible();
  });

  it.each([
    ['Accept all', 'granted'],
    ['Only necessary', 'denied'],
  ])('closes on “%s” and remembers %s in a cookie', async (button, value) => {
    renderWithTheme(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(banner()).not.toBeInTheDocument();
    expect(document.cookie).toContain(`ollie_consent=${value}`);
  });

  it('keeps room below the page while it is up, and gives it back once closed', async () => {
    renderWithTheme(<ConsentBanner />);
    // The page's room below the banner is kept by static rules keyed on these marks of <html>
    // (jsdom applies no styled-components rules to check the padding itself).
    const root = document.documentElement;
    expect(root).toHaveAttribute('data-consent-open');
    expect(root).not.toHaveAttribute('data-consent-chosen');
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    expect(root).not.toHaveAttribute('data-consent-open');
    // Marked as a page loaded with a stored choice would be.
    expect(document.documentElement).toHaveAttribute('data-consent-chosen');
  });

  it('stays closed for a visitor who chose before', () => {
    document.cookie = 'ollie_consent=denied; Path=/';
    renderWithTheme(<ConsentBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('is reopened from the footer with focus on it, showing the current choice', async () => {
    document.cookie = 'ollie_consent=granted; Path=/';
    renderWithTheme(
      <>
        <Footer />
        <ConsentBanner />
      </>,
    );
    expect(banner()).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    expect(banner()).toHaveFocus();
    expect(banner()).toHaveTextContent('You currently allow these cookies.');
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    expect(banner()).not.toBeInTheDocument();
    expect(document.cookie).toContain('ollie_consent=denied');
  });

  it('can be used from the keyboard', async () => {
    renderWithTheme(<ConsentBanner />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await act(() => userEvent.keyboard('{Enter}'));
    expect(banner()).not.toBeInTheDocument();
  });

  it('is in the server-rendered page, marked as painted before the choice is known', () => {
    document.cookie = 'ollie_consent=granted; Path=/';
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <ConsentBanner />
      </ThemeProvider>,
    );
    expect(html).toContain('Cookies, your call');
    expect(html).toContain('data-consent-early=""');
  });

  it('loses the early mark once the browser knows there is no choice yet', () => {
    renderWithTheme(<ConsentBanner />);
    expect(banner()).not.toHaveAttribute('data-consent-early');
  });
});

describe('consentBannerShownOn', () => {
  it.each([
    ['/', true],
    ['/account', true],
    ['/administer-meds', true],
    ['/admin', false],
    ['/admin/customers/[customerId]', false],
    ['/admin/fulfilment', false],
  ])('%s: %s', (pathname, shown) => {
    expect(consentBannerShownOn(pathname)).toBe(shown);
  });
});
