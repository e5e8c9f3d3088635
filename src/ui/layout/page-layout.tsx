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
}

const Main = styled.main`
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
}: PageLayoutProps) {
  return (
    <>
      <Header
        showBanner={showBanner && !accountMode}
        bannerText={bannerText}
        accountMode={accountMode}
      />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer variant={footer} accountMode={accountMode} />
    </>
  );
}
