import type { ReactNode } from 'react';

export interface PageLayoutProps {
  children: ReactNode;
  /** 'full' footer on marketing pages, 'simple' on focused flows (checkout, auth). */
  footer?: 'full' | 'simple';
  /** Account pages hide the Get Started column and other guest-only parts. */
  accountMode?: boolean;
  /** Show the 40px discount banner above the header. */
  showBanner?: boolean;
}

// Placeholder until the layout work lands.
export function PageLayout({ children }: PageLayoutProps) {
  return <main id="main-content">{children}</main>;
}
