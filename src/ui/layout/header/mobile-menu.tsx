import Link from '@/ui/primitives/app-link';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { AuthStatus } from '@/lib/session/use-customer-session';
import { Button, ButtonLink } from '@/ui/primitives/button';
import { SlideDownMenu } from '../menus/slide-down-menu';
import { SlideOutPanel } from '../slide-out-panel/slide-out-panel';
import { greetingFor } from './header-actions';
import { NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS } from './menu-data';
import { productCategories } from './product-menu-data';
import { NavLink, navItemStyles } from './nav-link';
import { spacing } from '@/ui/theme';

// Only the menu's own rows stretch; the buttons of the nested cards keep their own layout.
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    border-bottom: 1px solid ${({ theme }) => theme.palette.line};
  }
  > li > a,
  > li > button {
    width: 100%;
    justify-content: space-between;
    padding: ${spacing(2, 1)};
  }
`;

const Disclosure = styled.button`
  ${navItemStyles}
`;

const Greeting = styled(Link)`
  ${navItemStyles}
  justify-content: center;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: grid;
  gap: ${spacing(3)};
  margin-top: ${spacing(6)};
  /* Keeps the buttons' height while the session loads, so the menu does not jump. */
  min-height: 100px;
`;

export interface MobileMenuProps {
  id?: string;
  open: boolean;
  onClose: () => void;
  status: AuthStatus;
  firstName: string | undefined;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The burger menu's slide-out: the main menu, Our Products as a slide-down, and the account actions. */
export function MobileMenu({
  id,
  open,
  onClose,
  status,
  firstName,
  onLogout,
  loggingOut,
}: MobileMenuProps) {
  const [productsOpen, setProductsOpen] = useState(false);
  const productsId = useId();
  return (
    <SlideOutPanel id={id} open={open} onClose={onClose} title="Menu">
      <nav aria-label="Mobile">
        <List>
          {NAV_BEFORE_PRODUCTS.map((item) => (
            <li key={item.href}>
              <NavLink item={item} />
            </li>
          ))}
          <li>
            <Disclosure
              type="button"
              aria-expanded={productsOpen}
              aria-controls={productsId}
              onClick={() => setProductsOpen(!productsOpen)}
            >
              Our Products
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                <path
                  d={productsOpen ? 'm2 8 4-4 4 4' : 'm2 4 4 4 4-4'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
            </Disclosure>
            <div id={productsId} hidden={!productsOpen}>
              <SlideDownMenu cards={productCategories()} label="Our Products" />
            </div>
          </li>
          {NAV_AFTER_PRODUCTS.map((item) => (
            <li key={item.href}>
              <NavLink item={item} />
            </li>
          ))}
        </List>
      </nav>
      <Actions aria-busy={status === 'loading'}>
        {status === 'authenticated' ? (
          <>
            {/* The desktop header's greeting is hidden on small screens; this is the way to the account. */}
            <Greeting href="/account/">{greetingFor(firstName)}</Greeting>
            <ButtonLink href="/account/add-pup/" fullWidth>
              Add Pup
            </ButtonLink>
            <Button variant="secondary" fullWidth onClick={onLogout} loading={loggingOut}>
              Logout
            </Button>
          </>
        ) : status === 'unauthenticated' ? (
          <>
            <ButtonLink href="/onboarding/" fullWidth>
              Get started
            </ButtonLink>
            <ButtonLink href="/auth/login/" variant="secondary" fullWidth>
              Login
            </ButtonLink>
          </>
        ) : null}
      </Actions>
    </SlideOutPanel>
  );
}
