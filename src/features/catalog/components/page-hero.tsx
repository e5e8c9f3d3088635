import type { ReactNode } from 'react';
import styled from 'styled-components';

const Hero = styled.section`
  padding: 40px 16px 32px;
  background: ${({ theme }) => theme.palette.bone};
  text-align: center;
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    margin-bottom: 12px;
  }
  p {
    max-width: 680px;
    margin: 0 auto;
    font-size: 1.125rem;
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
  padding: 32px 16px 56px;
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;
