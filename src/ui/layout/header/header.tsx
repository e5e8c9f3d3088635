import dynamic from 'next/dynamic';
import Link from '@/ui/primitives/app-link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { useCustomerSession, type AuthStatus } from '@/lib/session/use-customer-session';
import { Logo } from '@/ui/brand/logo';
import { useIsClient } from '@/ui/hooks/use-is-client';
import { IconButton } from '@/ui/primitives/icon-button';
import { fontSize, mediaDown, mediaUp, spacing } from '@/ui/theme';
import { Banner } from '../banner';
import { SkipLink } from '../skip-link';
import { HeaderActions } from './header-actions';
import { NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS } from './menu-data';
import { NavLink, navItemStyles } from './nav-link';
import { useLogout } from './use-logout';

// Signed-in visitors only: the customer's record (and the API client) stay out of guests' pages.
const MemberAwareBanner = dynamic(
  () => import('./member-banner').then((module) => module.MemberBanner),
  { ssr: false, loading: () => <Banner /> },
);

// The two menus are panels that exist only while open: their code loads when the visitor points
// at or focuses a button that opens one (or, at the latest, on the click), not with the page.
const ProductMenu = dynamic(() => import('./product-menu').then((module) => module.ProductMenu), {
  ssr: false,
});
const MobileMenu = dynamic(() => import('./mobile-menu').then((module) => module.MobileMenu), {
  ssr: false,
});
// The same import() as next/dynamic's: the bundler loads the chunk once, whoever asks first.
const preloadProductMenu = () => void import('./product-menu').catch(() => undefined);
const preloadMobileMenu = () => void import('./mobile-menu').catch(() => undefined);

const Root = styled.header`
  position: relative;
  background: ${({ theme }) => theme.palette.lightest};
  border-bottom: 1px solid ${({ theme }) => theme.palette.line};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${spacing(2)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight}px;
  margin: 0 auto;
  padding: ${spacing(0, 4)};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  min-height: 44px;
  ${mediaDown('laptop')} {
    margin: 0 auto;
  }
`;

// The menu never shrinks; the customer's greeting gives way instead (see HeaderActions).
const DesktopNav = styled.nav`
  flex: 1 0 auto;
  ul {
    display: flex;
    align-items: center;
    gap: ${spacing(0.5)};
    list-style: none;
    margin: 0;
    padding: ${spacing(0, 0, 0, 2)};
    white-space: nowrap;
  }
  /* Seven items and the customer's links share 1024px; they fit on one line only when compact. */
  a,
  button {
    padding: ${spacing(0, 1.5)};
    font-size: ${fontSize.sm};
  }
  ${mediaUp('laptopLarge')} {
    a,
    button {
      padding: ${spacing(0, 2)};
      font-size: ${fontSize.base};
    }
  }
  ${mediaDown('laptop')} {
    display: none;
  }
`;

// The menu buttons are disabled until the page has hydrated (a click before could not open them).
const NavButton = styled.button`
  ${navItemStyles}
  &:disabled {
    cursor: progress;
  }
`;

const Burger = styled(IconButton)`
  ${mediaUp('laptop')} {
    display: none;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

// Balances the burger so the logo sits in the middle of the bar on small screens.
const BurgerSpacer = styled.span`
  width: 44px;
  ${mediaUp('laptop')} {
    display: none;
  }
`;

export interface HeaderProps {
  /** The 40px discount banner above the bar; on by default. */
  showBanner?: boolean;
  /** The banner's offer text; the banner's own copy when not given. */
  bannerText?: string;
  /**
   * Accepted so pages can pass their layout mode through. The spec lists no header difference on
   * account pages (the page layout already hides the banner there), so it changes nothing yet.
   */
  accountMode?: boolean;
}

/** The site header: skip link, discount banner, logo, main menu, and the guest or customer actions. */
export function Header({ showBanner = true, bannerText }: HeaderProps) {
  const router = useRouter();
  const session = useCustomerSession();
  const { logout, loggingOut } = useLogout();
  const [productsOpen, setProductsOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const ready = useIsClient();
  // There is one header per page.
  const productsId = 'site-products-menu';
  const mobileId = 'site-mobile-menu';

  // A session without a usable customer counts as signed out: showing 'Hi' with no account is worse.
  const status: AuthStatus =
    session.status === 'authenticated' && !session.customer ? 'unauthenticated' : session.status;
  const firstName = session.customer?.firstName;
  const referAFriend = () => void router.push('/account/#refer-a-friend');
  const onLogout = () => void logout();

  return (
    <Root>
      <SkipLink />
      {showBanner && session.customer ? (
        <MemberAwareBanner customerId={session.customer.id} text={bannerText} />
      ) : showBanner ? (
        <Banner text={bannerText} />
      ) : null}
      <Bar>
        <Burger
          type="button"
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          disabled={!ready}
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
          onClick={() => setMobileOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </Burger>
        <HomeLink href="/" aria-label="Ollie home">
          <Logo />
        </HomeLink>
        <BurgerSpacer aria-hidden="true" />
        <DesktopNav aria-label="Main">
          <ul>
            {NAV_BEFORE_PRODUCTS.map((item) => (
              <li key={item.href}>
                <NavLink item={item} />
              </li>
            ))}
            <li>
              <NavButton
                type="button"
                aria-expanded={productsOpen}
                aria-controls={productsId}
                disabled={!ready}
                onPointerEnter={preloadProductMenu}
                onFocus={preloadProductMenu}
                onClick={() => setProductsOpen(true)}
              >
                Our Products
              </NavButton>
            </li>
            {NAV_AFTER_PRODUCTS.map((item) => (
              <li key={item.href}>
                <NavLink item={item} />
              </li>
            ))}
          </ul>
        </DesktopNav>
        <HeaderActions
          status={status}
          firstName={firstName}
          loggingOut={loggingOut}
          onLogout={onLogout}
          onReferAFriend={referAFriend}
        />
      </Bar>
      {productsOpen ? (
        <ProductMenu id={productsId} open onClose={() => setProductsOpen(false)} />
      ) : null}
      {mobileOpen ? (
        <MobileMenu
          id={mobileId}
          open
          onClose={() => setMobileOpen(false)}
          status={status}
          firstName={firstName}
          onLogout={onLogout}
          loggingOut={loggingOut}
        />
      ) : null}
    </Root>
  );
}
