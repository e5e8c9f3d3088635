import styled from 'styled-components';

// White on spinach is about 10:1; the muted text below keeps above 7:1. The page's blue focus ring
// would be lost on this green (under 2:1), so the footer rings focus in egg yellow instead.
export const FooterRoot = styled.footer`
  background: ${({ theme }) => theme.palette.spinach};
  color: ${({ theme }) => theme.palette.lightest};
  padding: 40px 16px 24px;
  font-size: 0.9375rem;
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
    font-size: 0.875rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    margin: 0 0 12px;
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const Columns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

export const LinkList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li + li {
    margin-top: 4px;
  }
  a {
    display: inline-block;
    padding: 4px 0;
  }
`;

export const Hours = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  strong {
    font-weight: 700;
  }
`;

export const Fine = styled.p`
  margin: 12px 0 0;
  font-size: 0.8125rem;
  line-height: 1.55;
  color: #e4ece6;
`;

export const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.14);
  }
  a:hover {
    background: rgba(255, 255, 255, 0.26);
  }
`;

export const StoreList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 6px 14px 6px 10px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.chia};
  text-decoration: none;
  line-height: 1.1;
  small {
    display: block;
    font-size: 0.6875rem;
  }
  b {
    font-size: 1rem;
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;
  justify-content: space-between;
  margin-top: 32px;
  padding-top: 16px;
  border-top: 1px solid rgba(255, 255, 255, 0.3);
  font-size: 0.875rem;
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 20px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 8px 0;
  }
`;

/** A button (it opens the cookie banner, it goes nowhere) that sits among the legal links. */
export const SettingsButton = styled.button`
  padding: 8px 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;
