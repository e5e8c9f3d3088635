import type { ReactNode } from 'react';
import { SimpleFooter } from './footer/simple-footer';
import { LayoutFrame } from './layout-frame';

/**
 * A focused flow (the quiz, checkout, login): the header it is given, the content and the simple
 * footer. Apart from PageLayout on purpose: a page built on this one downloads neither the full
 * footer (its columns, icons and badges) nor, with a header of its own, the site header.
 */
export function FlowLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <LayoutFrame header={header} footer={<SimpleFooter />}>
      {children}
    </LayoutFrame>
  );
}
