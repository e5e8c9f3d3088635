import type { ReactNode } from 'react';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { LayoutFrame } from './layout-frame';

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

/**
 * Header, main content and footer: the frame of every marketing and account page. Focused flows
 * with the simple footer use FlowLayout, which leaves the full footer's code out of their pages.
 */
export function PageLayout({
  children,
  footer = 'full',
  accountMode = false,
  showBanner = true,
  bannerText,
}: PageLayoutProps) {
  return (
    <LayoutFrame
      header={
        <Header
          showBanner={showBanner && !accountMode}
          bannerText={bannerText}
          accountMode={accountMode}
        />
      }
      footer={<Footer variant={footer} accountMode={accountMode} />}
    >
      {children}
    </LayoutFrame>
  );
}
