import { useId, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, Button } from '@/ui/primitives/button';
import { SlideDownMenu } from '../menus/slide-down-menu';
import { SlideOutPanel } from '../slide-out-panel/slide-out-panel';
import { NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS, PRODUCT_CATEGORIES } from './menu-data';
import { NavLink, navItemStyles } from './nav-link';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-bottom: 1px solid ${({ theme }) => theme.palette.line};
  }
  a,
  button {
    width: 100%;
    justify-content: space-between;
    padding: 8px 4px;
  }
`;

const Disclosure = styled.button`
  ${navItemStyles}
`;

const Actions = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 24px;
`;

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The burger menu's slide-out: the main menu, Our Products as a slide-down, and the account actions. */
export function MobileMenu({ open, onClose, signedIn, onLogout, loggingOut }: MobileMenuProps) {
  const [productsOpen, setProductsOpen] = useState(false);
  const productsId = useId();
  return (
    <SlideOutPanel open={open} onClose={onClose} title="Menu">
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
              <SlideDownMenu cards={PRODUCT_CATEGORIES} label="Our Products" />
            </div>
          </li>
          {NAV_AFTER_PRODUCTS.map((item) => (
            <li key={item.href}>
              <NavLink item={item} />
            </li>
          ))}
        </List>
      </nav>
      <Actions>
        {signedIn ? (
          <>
            <ButtonLink href="/account/add-pup/" fullWidth>
              Add Pup
            </ButtonLink>
            <Button variant="secondary" fullWidth onClick={onLogout} loading={loggingOut}>
              Logout
            </Button>
          </>
        ) : (
          <>
            <ButtonLink href="/onboarding/" fullWidth>
              Get started
            </ButtonLink>
            <ButtonLink href="/auth/login/" variant="secondary" fullWidth>
              Login
            </ButtonLink>
          </>
        )}
      </Actions>
    </SlideOutPanel>
  );
}
