import styled from 'styled-components';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { Logo } from '@/ui/brand/logo';
import { greetingFor } from '@/ui/layout/header/header-actions';
import { SkipLink } from '@/ui/layout/skip-link';
import Link from '@/ui/primitives/app-link';
import { fontSize, spacing } from '@/ui/theme';
import type { ReactNode } from 'react';

const Root = styled.header`
  position: relative;
  background: ${({ theme }) => theme.palette.lightest};
  border-bottom: 1px solid ${({ theme }) => theme.palette.line};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 64px;
  margin: 0 auto;
  padding: ${spacing(0, 4)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Help = styled.div`
  display: flex;
  align-items: center;
  gap: ${spacing(4)};
  font-size: ${fontSize.base};
  font-weight: 600;
  a {
    text-underline-offset: 3px;
  }
`;

/**
 * The header of the quiz and checkout: the logo, help and who is signed in, and nothing to
 * wander off into (the full menu stays on the rest of the site). Checkout passes its own steps,
 * secure-payment note and support phone in place of help (kept out of the quiz's scripts).
 */
export function FunnelHeader({ children }: { children?: ReactNode }) {
  const session = useCustomerSession();
  const signedIn = session.status === 'authenticated' && session.customer;
  return (
    <Root>
      <SkipLink />
      <Bar>
        <Link href="/" aria-label="Ollie home">
          <Logo />
        </Link>
        {children ? (
          children
        ) : (
          <Help>
            <Link href="/faqs/">Need help?</Link>
            {signedIn ? (
              <Link href="/account/">{greetingFor(session.customer?.firstName)}</Link>
            ) : null}
          </Help>
        )}
      </Bar>
    </Root>
  );
}
