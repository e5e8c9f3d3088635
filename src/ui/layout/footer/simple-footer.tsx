import { site } from '@/config/site';
import { openConsentSettings } from '@/lib/integrations/consent/consent-store';
import { useIsClient } from '@/ui/hooks/use-is-client';
import { BOTTOM_LINKS } from './footer-links';
import { FooterLink } from './footer-link';
import { Bottom, FooterRoot, Inner, SettingsButton } from './footer-styles';

// A module of its own: focused flows (FlowLayout) show only this footer and so load only this.

/** Copyright and the legal links: the one part both variants share. */
export function FooterBottom() {
  // Disabled until the page has hydrated: before then a click could not open the settings.
  const ready = useIsClient();
  return (
    <Bottom>
      {/* The year of the render on the server (a static page: its build), which the visitor's
          clock may not share (New Year, or a test's set day): the server's text stays. */}
      <p suppressHydrationWarning>{`© ${new Date().getFullYear()} ${site.name}`}</p>
      <nav aria-label="Legal">
        <ul>
          {BOTTOM_LINKS.map((link) => (
            <li key={link.href}>
              <FooterLink link={link} />
            </li>
          ))}
          <li>
            <SettingsButton type="button" disabled={!ready} onClick={openConsentSettings}>
              Cookie settings
            </SettingsButton>
          </li>
        </ul>
      </nav>
    </Bottom>
  );
}

export function SimpleFooter() {
  return (
    <FooterRoot>
      <Inner>
        <p className="visually-hidden">
          Accessibility help: if anything on this page is hard to use with a screen reader or other
          assistive technology, call Canine Care at {site.supportPhoneDisplay} and we will help you
          finish.
        </p>
        <FooterBottom />
      </Inner>
    </FooterRoot>
  );
}
