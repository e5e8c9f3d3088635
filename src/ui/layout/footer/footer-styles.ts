import styled from 'styled-components';
import { color, fontSize, radius, renderedWhenNear, spacing } from '@/ui/theme';

// White on spinach is about 10:1; the muted text below keeps above 7:1. The page's blue focus ring
// would be lost on this green (under 2:1), so the footer rings focus in egg yellow instead.
export const FooterRoot = styled.footer`
  background: ${({ theme }) => theme.palette.spinach};
  color: ${({ theme }) => theme.palette.lightest};
  padding: ${spacing(10, 4, 6)};
  font-size: ${fontSize.base};
  ${renderedWhenNear(1200)}
  a {
    color: inherit;
    text-underline-offset: 3px;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.palette.egg};
  }
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    margin: ${spacing(0, 0, 3)};
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const Columns = styled.div`
  display: grid;
  gap: ${spacing(8)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

export const LinkList = styled.ul`
  list-style: none;
  margin: ${spacing(0, 0, 4)};
  padding: 0;
  li + li {
    margin-top: ${spacing(1)};
  }
  a {
    display: inline-block;
    padding: ${spacing(1, 0)};
  }
`;

export const Hours = styled.ul`
  list-style: none;
  margin: ${spacing(0, 0, 3)};
  padding: 0;
  strong {
    font-weight: 700;
  }
`;

export const Fine = styled.p`
  margin: ${spacing(3, 0, 0)};
  font-size: ${fontSize.sm};
  line-height: 1.55;
  color: ${color.footerText};
`;

export const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
  list-style: none;
  margin: ${spacing(0, 0, 6)};
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${radius.round};
    background: rgba(255, 255, 255, 0.14);
  }
  a:hover {
    background: rgba(255, 255, 255, 0.26);
  }
`;

export const StoreList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(2)};
  min-height: 44px;
  padding: ${spacing(1.5, 3.5, 1.5, 2.5)};
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.chia};
  text-decoration: none;
  line-height: 1.1;
  small {
    display: block;
    font-size: ${fontSize.xs};
  }
  b {
    font-size: ${fontSize.base};
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(3, 6)};
  align-items: center;
  justify-content: space-between;
  margin-top: ${spacing(8)};
  padding-top: ${spacing(4)};
  border-top: 1px solid rgba(255, 255, 255, 0.3);
  font-size: ${fontSize.sm};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${spacing(1, 5)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: ${spacing(2, 0)};
  }
`;

/** A button (it opens the cookie banner, it goes nowhere) that sits among the legal links. */
export const SettingsButton = styled.button`
  padding: ${spacing(2, 0)};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover:not(:disabled) {
    text-decoration-thickness: 2px;
  }
  /* Until the page has hydrated. */
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;
