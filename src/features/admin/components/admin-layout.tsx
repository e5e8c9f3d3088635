import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ROLE_LABELS, type StaffSession } from '@/contracts/admin/staff';
import { SkipLink } from '@/ui/layout/skip-link';
import { Button } from '@/ui/primitives/button';
import { navFor } from '../admin-nav';
import { signOutStaff } from '../auth/admin-session';
import { fontSize, spacing } from '@/ui/theme';

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 220px 1fr;
  background: ${({ theme }) => theme.palette.bone};

  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.header`
  background: ${({ theme }) => theme.palette.ink};
  color: ${({ theme }) => theme.palette.lightest};
  padding: ${spacing(5, 4)};

  p {
    margin: ${spacing(0, 0, 4)};
    font-weight: 700;
    font-size: ${fontSize.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${spacing(2, 2.5)};
    border-radius: ${({ theme }) => theme.radius.small};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.14);
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.egg};
    outline-offset: 2px;
  }
`;

const Main = styled.main`
  padding: ${spacing(6)} clamp(16px, 4vw, 40px);
  max-width: 1200px;

  h1 {
    margin: ${spacing(0, 0, 5)};
    font-size: ${fontSize.xl};
  }
`;

const Who = styled.div`
  margin-top: ${spacing(6)};
  font-size: ${fontSize.sm};
  p {
    font-weight: 400;
    font-size: ${fontSize.sm};
    margin: ${spacing(0, 0, 2)};
    word-break: break-all;
  }
`;

export interface AdminLayoutProps {
  title: string;
  staff?: StaffSession;
  /** The role may not see this page: say so instead of showing it. */
  forbidden?: boolean;
  children?: ReactNode;
  /** The page's own skip links, after "Skip to content": targets far down the page. */
  skipLinks?: ReadonlyArray<{ href: string; label: string }>;
}

/** Every console page: the navigation its role may use, who is signed in, and the page. */
export function AdminLayout({
  title,
  staff,
  forbidden,
  children,
  skipLinks = [],
}: AdminLayoutProps) {
  const router = useRouter();
  const current = router?.asPath.split('?')[0];
  const signOut = async () => {
    await signOutStaff();
    // A full load, so nothing of the signed-in console stays in memory.
    window.location.replace(`${window.location.origin}/admin/login/`);
  };
  return (
    <>
      <Head>
        <title>{`${title} | Ollie console`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <SkipLink />
      {forbidden
        ? null
        : skipLinks.map((link) => (
            <SkipLink key={link.href} href={link.href}>
              {link.label}
            </SkipLink>
          ))}
      <Shell>
        <Side>
          <p>Ollie console</p>
          {staff ? (
            <>
              <nav aria-label="Console">
                <ul>
                  {navFor(staff.permissions).map((entry) => (
                    <li key={entry.href}>
                      <Link
                        href={entry.href}
                        prefetch={false}
                        aria-current={current === entry.href ? 'page' : undefined}
                      >
                        {entry.label}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link
                      href="/admin/security/"
                      prefetch={false}
                      aria-current={current === '/admin/security/' ? 'page' : undefined}
                    >
                      Two-step sign-in
                    </Link>
                  </li>
                </ul>
              </nav>
              <Who>
                <p>
                  {staff.email} ({ROLE_LABELS[staff.role]})
                </p>
                <Button variant="secondary" size="small" onClick={signOut}>
                  Sign out
                </Button>
              </Who>
            </>
          ) : null}
        </Side>
        <Main id="main-content" tabIndex={-1}>
          <h1>{forbidden ? 'Not available to your role' : title}</h1>
          {forbidden ? (
            <p>Your role does not include this page. Ask an owner if you need it.</p>
          ) : (
            children
          )}
        </Main>
      </Shell>
    </>
  );
}
