import { site } from '@/config/site';
import { openConsentSettings } from '@/lib/integrations/consent/consent-store';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { FlagPart } from '@/ui/flag-part';
import { useIsClient } from '@/ui/hooks/use-is-client';
import {
  ABOUT_COLUMN,
  BOTTOM_LINKS,
  CUSTOMER_COLUMN,
  GET_STARTED_COLUMN,
  type FooterColumn,
} from './footer-links';
import { FooterLink, FooterLinkList } from './footer-link';
import { Bottom, Columns, Fine, FooterRoot, Inner, SettingsButton } from './footer-styles';
import { SocialColumn } from './social-column';
import { StoreBadges } from './store-badges';
import { SupportColumn } from './support-column';

export interface FooterProps {
  /** 'full' on most pages; 'simple' on focused flows (checkout, login) that should not lead away. */
  variant?: 'full' | 'simple';
  /** Account pages: About and Get Started are left out (see FooterColumn.hiddenInAccount). */
  accountMode?: boolean;
}

function LinkColumn({ column }: { column: FooterColumn }) {
  return (
    <div>
      <h2>{column.title}</h2>
      <FooterLinkList links={column.links} />
    </div>
  );
}

/** Copyright and the legal links: the one part both variants share. */
function FooterBottom() {
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

function SimpleFooter() {
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

export function Footer({ variant = 'full', accountMode = false }: FooterProps) {
  // Public pages are rendered once for everybody (the session is unknown then): the guests' links
  // until the session says a customer is signed in.
  const { status } = useCustomerSession();
  if (variant === 'simple') return <SimpleFooter />;

  const shown = (column: FooterColumn) => !(accountMode && column.hiddenInAccount);
  const getStarted = status === 'authenticated' ? CUSTOMER_COLUMN : GET_STARTED_COLUMN;
  return (
    <FooterRoot>
      <Inner>
        <nav aria-label="Footer">
          <Columns>
            {shown(ABOUT_COLUMN) ? <LinkColumn column={ABOUT_COLUMN} /> : null}
            <SupportColumn />
            {shown(getStarted) ? <LinkColumn column={getStarted} /> : null}
            <SocialColumn>
              <FlagPart name="OLLIE_APP_BANNER">
                <StoreBadges />
              </FlagPart>
            </SocialColumn>
          </Columns>
        </nav>
        <Fine>
          Feeding amounts and advice on this site are general guidance worked out from what you tell
          us about your dog. They are not veterinary advice and do not replace a visit to your
          veterinarian, especially for puppies, seniors and dogs with health conditions. These
          statements have not been evaluated by the U.S. Food and Drug Administration, and our foods
          and supplements are not meant to diagnose, treat, cure or prevent any disease.
        </Fine>
        <FooterBottom />
      </Inner>
    </FooterRoot>
  );
}
