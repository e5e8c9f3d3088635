import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './footer/footer';
import { Header } from './header/header';

export interface PageLayoutProps {
  children: ReactNode;
  /** 'full' footer on marketing pages, 'simple' on focused flows (checkout, auth, maintenance). */
  footer?: 'full' | 'simple';
  /** Account pages hide the Get Started column and other guest-only parts. */
  accountMode?: boolean;
  /** Show the 40px discount banner above the header. */
  showBanner?: boolean;
  bannerText?: string;
  /** A focused flow's own header (the quiz, checkout) in place of the site header. */
  header?: ReactNode;
}

// The footer sits at the bottom of the window even when the page is short.
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Main = styled.main`
  flex: 1 0 auto;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

/** Header, main content and footer: the frame of every page. */
export function PageLayout({
  children,
  footer = 'full',
  accountMode = false,
  showBanner = true,
  bannerText,
  header,
}: PageLayoutProps) {
  return (
    <Frame>
      {header ?? (
        <Header
          showBanner={showBanner && !accountMode}
          bannerText={bannerText}
          accountMode={accountMode}
        />
      )}
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer variant={footer} accountMode={accountMode} />
    </Frame>
  );
}
