import styled from 'styled-components';
import { mediaUp } from '@/ui/theme';

export const FooterRoot = styled.footer`
  background: ${({ theme }) => theme.palette.spinach};
  color: ${({ theme }) => theme.palette.lightest};
  padding: 40px 16px 24px;
  a {
    color: inherit;
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const Columns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: 1fr;
  ${mediaUp('tabletSmall')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mediaUp('laptop')} {
    grid-template-columns: repeat(4, 1fr);
  }
  h2 {
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  p {
    margin: 0 0 8px;
    font-size: 0.9375rem;
  }
  dl {
    margin: 0 0 12px;
    font-size: 0.9375rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 4px;
  }
`;

export const Small = styled.p`
  font-size: 0.8125rem;
  line-height: 1.5;
  opacity: 0.92;
`;

export const SocialList = styled.ul`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
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
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: 0.875rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  p {
    margin: 0;
  }
`;

export const StoreButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 14px;
    border-radius: 8px;
    background: #000;
    color: #fff;
    text-decoration: none;
    font-weight: 600;
    font-size: 0.875rem;
  }
`;
