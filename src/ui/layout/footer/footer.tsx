import Link from '@/ui/primitives/app-link';
import { ExternalLink } from '@/ui/primitives/external-link';
import { site } from '@/config/site';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import {
  ABOUT_COLUMN,
  BOTTOM_LINKS,
  GET_STARTED_COLUMN,
  SUPPORT_LINKS,
  type FooterColumn,
  type FooterLink,
} from './footer-links';
import {
  Bottom,
  Columns,
  FooterRoot,
  Inner,
  Small,
  SocialList,
  StoreButtons,
} from './footer-styles';
import { SocialIcon } from './social-icons';

export interface FooterProps {
  variant?: 'full' | 'simple';
  /** Account pages hide the guest-only columns (Get Started). */
  accountMode?: boolean;
}

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.external) return <ExternalLink href={link.href}>{link.label}</ExternalLink>;
  return <Link href={link.href}>{link.label}</Link>;
}

function LinkColumn({ column }: { column: FooterColumn }) {
  return (
    <div>
      <h2>{column.title}</h2>
      <ul>
        {column.links.map((link) => (
          <li key={link.href}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SupportColumn() {
  return (
    <div>
      <h2>Support</h2>
      <dl>
        {site.businessHours.map(({ days, hours }) => (
          <div key={days}>
            <dt>{days}</dt>
            <dd>{hours === 'Closed' ? 'closed' : hours}</dd>
          </div>
        ))}
      </dl>
      <ul>
        <li>
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </li>
        <li>
          <a href={site.supportPhoneHref}>{site.supportPhoneDisplay}</a>
        </li>
        <li>
          Press: <a href={`mailto:${site.pressEmail}`}>{site.pressEmail}</a>
        </li>
        {SUPPORT_LINKS.map((link) => (
          <li key={link.href}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
      <Small>
        Text messages: when you opt in, you agree to receive recurring automated texts from{' '}
        {site.name} about your account, deliveries and offers at the number you gave us. Consent is
        not a condition of purchase. Message frequency varies; message and data rates may apply.
        Reply STOP to stop, HELP for help.
      </Small>
    </div>
  );
}

function SocialColumn({ showApp }: { showApp: boolean }) {
  return (
    <div>
      <h2>Follow the pack</h2>
      <SocialList>
        {site.social.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${network} (opens in a new tab)`}
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </SocialList>
      {showApp ? (
        <>
          <h2 style={{ marginTop: 24 }}>GET THE OLLIE APP</h2>
          <StoreButtons>
            <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer">
              Download on the App Store
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <a href={site.playStoreUrl} target="_blank" rel="noopener noreferrer">
              Get it on Google Play<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </StoreButtons>
        </>
      ) : null}
    </div>
  );
}

function BottomLinks() {
  return (
    <Bottom>
      <p>
        © {new Date().getFullYear()} {site.name}
      </p>
      <nav aria-label="Legal">
        <ul>
          {BOTTOM_LINKS.map((link) => (
            <li key={link.href}>
              <FooterAnchor link={link} />
            </li>
          ))}
        </ul>
      </nav>
    </Bottom>
  );
}

/** The site footer: full (link columns, support, social, legal) or simplified for focused flows. */
export function Footer({ variant = 'full', accountMode = false }: FooterProps) {
  const showApp = useFlag('OLLIE_APP_BANNER');
  if (variant === 'simple') {
    return (
      <FooterRoot>
        <Inner>
          <p className="visually-hidden">
            We want everyone to be able to use this site. If anything here is hard to use with your
            assistive technology, call us at {site.supportPhoneDisplay} and we will help you finish
            what you came to do.
          </p>
          <BottomLinks />
        </Inner>
      </FooterRoot>
    );
  }
  const columns = [ABOUT_COLUMN, GET_STARTED_COLUMN].filter(
    (column) => !(accountMode && column.guestOnly),
  );
  return (
    <FooterRoot>
      <Inner>
        <nav aria-label="Footer">
          <Columns>
            {columns.slice(0, 1).map((column) => (
              <LinkColumn key={column.title} column={column} />
            ))}
            <SupportColumn />
            {columns.slice(1).map((column) => (
              <LinkColumn key={column.title} column={column} />
            ))}
            <SocialColumn showApp={showApp} />
          </Columns>
        </nav>
        <Small>
          Feeding amounts on this site are a starting point worked out from your dog&apos;s details,
          not veterinary advice. Every dog is different: check with your veterinarian before
          changing diets, especially for puppies, seniors and dogs with health conditions.{' '}
          {site.name} recipes are formulated to meet AAFCO nutrient profiles for all life stages.
        </Small>
        <BottomLinks />
      </Inner>
    </FooterRoot>
  );
}
