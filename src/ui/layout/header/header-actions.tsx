import dynamic from 'next/dynamic';
import Link from '@/ui/primitives/app-link';
import styled from 'styled-components';
import type { AuthStatus } from '@/lib/session/use-customer-session';
import { Button, ButtonLink } from '@/ui/primitives/button';
import { fontSize, mediaDown, mediaUp, spacing } from '@/ui/theme';
import { NavLink, navItemStyles } from './nav-link';

// Only a signed-in customer sees it, so guests (every first visit) never download it. The session
// is fetched after hydration anyway; its space is held while the chunk arrives.
const MenuSpace = styled.span`
  display: inline-block;
  width: 36px;
  height: 44px;
`;
const AccountMenu = dynamic(() => import('./account-menu').then((module) => module.AccountMenu), {
  ssr: false,
  loading: () => <MenuSpace aria-hidden="true" />,
});

/** 'Hi, Maya', or 'Hi, friend' when the customer has not given a first name. */
export function greetingFor(firstName: string | undefined): string {
  const name = firstName?.trim();
  return name ? `Hi, ${name}` : 'Hi, friend';
}

const Actions = styled.div`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  justify-content: flex-end;
  gap: ${spacing(2)};
  /* Holds the guests' width while the session loads, so nothing jumps when it arrives. */
  min-width: 200px;
  margin-left: ${spacing(2)};
  white-space: nowrap;
  > a,
  > button {
    flex-shrink: 0;
  }
  ${mediaDown('laptop')} {
    display: none;
  }
`;

// A long name is cut short with an ellipsis rather than pushing the menu onto a second line.
const Greeting = styled(Link)`
  ${navItemStyles}
  display: inline-block;
  min-width: 0;
  max-width: 220px;
  padding: ${spacing(0, 1.5)};
  font-size: ${fontSize.sm};
  line-height: 44px;
  overflow: hidden;
  text-overflow: ellipsis;
  ${mediaUp('laptopLarge')} {
    font-size: ${fontSize.base};
  }
`;

const CustomerLinks = styled.div`
  display: flex;
  flex: 0 1 auto;
  min-width: 0;
  align-items: center;
`;

export interface HeaderActionsProps {
  status: AuthStatus;
  firstName: string | undefined;
  loggingOut: boolean;
  onLogout: () => void;
  onReferAFriend: () => void;
}

/** The right end of the desktop header: Login and Get started, or the customer's own links. */
export function HeaderActions({
  status,
  firstName,
  loggingOut,
  onLogout,
  onReferAFriend,
}: HeaderActionsProps) {
  if (status === 'loading') return <Actions aria-busy="true" />;
  if (status === 'unauthenticated') {
    return (
      <Actions>
        <NavLink item={{ label: 'Login', href: '/auth/login/' }} />
        <ButtonLink href="/onboarding/" size="small">
          Get started
        </ButtonLink>
      </Actions>
    );
  }
  const greeting = greetingFor(firstName);
  return (
    <Actions>
      <CustomerLinks>
        {/* The visible text may be cut short for a long name; the title shows it whole. */}
        <Greeting href="/account/" title={greeting}>
          {greeting}
        </Greeting>
        <AccountMenu onReferAFriend={onReferAFriend} />
      </CustomerLinks>
      <ButtonLink href="/account/add-pup/" size="small">
        Add Pup
      </ButtonLink>
      <Button size="small" variant="cancel" onClick={onLogout} loading={loggingOut}>
        Logout
      </Button>
    </Actions>
  );
}
