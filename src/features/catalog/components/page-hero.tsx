import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fluidFontSize, fontSize, spacing } from '@/ui/theme';

const Hero = styled.section`
  padding: ${spacing(10, 4, 8)};
  background: ${({ theme }) => theme.palette.bone};
  text-align: center;
  h1 {
    font-size: ${fluidFontSize.page};
    margin-bottom: ${spacing(3)};
  }
  p {
    max-width: 680px;
    margin: 0 auto;
    font-size: ${fontSize.md};
  }
`;

/** The heading band every catalogue and content page opens with. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Hero aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children ? <p>{children}</p> : null}
    </Hero>
  );
}

export const PageBody = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${spacing(8, 4, 14)};
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${spacing(5)};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  /* Fewer cards than a row holds (the baked listing's two): as wide as a card, not stranded in
     the first columns of four. */
  &:not(:has(> li:nth-child(4))) {
    grid-template-columns: repeat(auto-fit, minmax(240px, 360px));
    justify-content: center;
  }
`;
