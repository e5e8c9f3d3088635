import Link from '@/ui/primitives/app-link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { useCustomerSession } from '@/features/auth/hooks/use-customer-session';
import { Logo } from '@/ui/brand/logo';
import { Button, ButtonLink } from '@/ui/primitives/button';
import { IconButton } from '@/ui/primitives/icon-button';
import { mediaDown, mediaUp } from '@/ui/theme';
import { Banner } from '../banner';
import { SkipLink } from '../skip-link';
import { AccountMenu } from './account-menu';
import { NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS } from './menu-data';
import { MobileMenu } from './mobile-menu';
import { NavLink, navItemStyles } from './nav-link';
import { ProductMenu } from './product-menu';
import { useLogout } from './use-logout';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight}px;
  margin: 0 auto;
  padding: 0 16px;
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  ${mediaDown('laptop')} {
    margin: 0 auto;
  }
`;

const DesktopNav = styled.nav`
  flex: 1;
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px;
    list-style: none;
    margin: 0;
    padding: 0 0 0 16px;
  }
  ${mediaDown('laptop')} {
    display: none;
  }
`;

const NavButton = styled.button`
  ${navItemStyles}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 200px;
  justify-content: flex-end;
  ${mediaDown('laptop')} {
    display: none;
  }
`;

const Greeting = styled(Link)`
  ${navItemStyles}
`;

const Burger = styled(IconButton)`
  ${mediaUp('laptop')} {
    display: none;
  }
`;

const BurgerSpacer = styled.span`
  width: 44px;
  ${mediaUp('laptop')} {
    display: none;
  }
`;

const Root = styled.header`
  position: relative;
  background: ${({ theme }) => theme.palette.lightest};
  border-bottom: 1px solid ${({ theme }) => theme.palette.line};
`;

export interface HeaderProps {
  showBanner?: boolean;
  bannerText?: string;
  accountMode?: boolean;
}

/** The site header: skip link, discount banner, logo, main menu, and the guest or customer actions. */
export function Header({ showBanner = true, bannerText }: HeaderProps) {
  const router = useRouter();
  const { status, customer } = useCustomerSession();
  const { logout, loggingOut } = useLogout();
  const [productsOpen, setProductsOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const signedIn = status === 'authenticated' && customer !== null;

  return (
    <Root>
      <SkipLink />
      {showBanner ? <Banner text={bannerText} /> : null}
      <Bar>
        <Burger
          type="button"
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          aria-haspopup="dialog"
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
                aria-haspopup="dialog"
                aria-expanded={productsOpen}
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
        <Actions aria-busy={status === 'loading'}>
          {status === 'loading' ? null : signedIn ? (
            <>
              <Greeting href="/account/">
                {customer.firstName ? `Hi, ${customer.firstName}` : 'Hi, friend'}
              </Greeting>
              <AccountMenu onReferAFriend={() => void router.push('/account/#refer-a-friend')} />
              <ButtonLink href="/account/add-pup/" size="small">
                Add Pup
              </ButtonLink>
              <Button
                size="small"
                variant="cancel"
                onClick={() => void logout()}
                loading={loggingOut}
              >
                Logout
              </Button>
            </>
          ) : (
            <>
              <NavLink item={{ label: 'Login', href: '/auth/login/' }} />
              <ButtonLink href="/onboarding/" size="small">
                Get started
              </ButtonLink>
            </>
          )}
        </Actions>
      </Bar>
      <ProductMenu open={productsOpen} onClose={() => setProductsOpen(false)} />
      <MobileMenu
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        signedIn={signedIn}
        onLogout={() => void logout()}
        loggingOut={loggingOut}
      />
    </Root>
  );
}
