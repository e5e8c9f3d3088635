import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.palette.ink};
    background: ${({ theme }) => theme.palette.lightest};
    line-height: 1.5;
  }
  body.scroll-locked { overflow: hidden; }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; margin: 0 0 0.5em; }
  img, svg { max-width: 100%; }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.palette.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
