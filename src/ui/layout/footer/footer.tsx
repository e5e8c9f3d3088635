import { useCustomerSession } from '@/lib/session/use-customer-session';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { clientOnly } from '@/ui/client-only';
import {
  ABOUT_COLUMN,
  CUSTOMER_COLUMN,
  GET_STARTED_COLUMN,
  type FooterColumn,
} from './footer-links';
import { FooterLinkList } from './footer-link';
import { Columns, Fine, FooterRoot, Inner } from './footer-styles';
import { FooterBottom, SimpleFooter } from './simple-footer';
import { SocialColumn } from './social-column';
import { SupportColumn } from './support-column';

// The app's store badges are behind a flag that is off by default: their code is fetched only
// while it is on (after hydration; the footer is below the fold).
const StoreBadges = clientOnly(() => import('./store-badges').then((module) => module.StoreBadges));

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

export function Footer({ variant = 'full', accountMode = false }: FooterProps) {
  // Public pages are rendered once for everybody (the session is unknown then): the guests' links
  // until the session says a customer is signed in.
  const { status } = useCustomerSession();
  const appBanner = useFlag('OLLIE_APP_BANNER');
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
            <SocialColumn>{appBanner ? <StoreBadges /> : null}</SocialColumn>
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
