import type { ReactNode } from 'react';
import styled from 'styled-components';

// The footer sits at the bottom of the window even when the page is short.
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  /* On paper a page is its content: a printed feeding guide or receipt carries no menus,
     banners or footer. */
  @media print {
    min-height: 0;
    > :not(main) {
      display: none;
    }
  }
`;

const Main = styled.main`
  flex: 1 0 auto;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

/**
 * The frame every page shares: a header, the main content (the skip link's target) and a footer.
 * Which header and footer is the caller's choice, so a page imports only the ones it shows.
 */
export function LayoutFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Frame>
      {header}
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      {footer}
    </Frame>
  );
}
