import dynamic from 'next/dynamic';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { useNearViewport } from '@/ui/hooks/use-near-viewport';
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

// The app's store badges (behind a flag that is off by default) and the flag's code: fetched once
// the visitor scrolls near the footer, after hydration.
const AppBadges = dynamic(() => import('./app-badges').then((module) => module.AppBadges), {
  ssr: false,
});

function AppBadgesWhenNear() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? <AppBadges /> : null}</div>;
}

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
              <AppBadgesWhenNear />
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
