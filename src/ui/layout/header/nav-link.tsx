import Link from '@/ui/primitives/app-link';
import { ExternalLink } from '@/ui/primitives/external-link';
import styled, { css } from 'styled-components';
import type { NavItem } from './menu-data';
import { spacing } from '@/ui/theme';

export const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${spacing(0, 2.5)};
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.ink};
  text-decoration: none;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.small};
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const StyledLink = styled(Link)`
  ${navItemStyles}
`;

const StyledExternal = styled(ExternalLink)`
  ${navItemStyles}
`;

export function NavLink({ item }: { item: NavItem }) {
  if (item.external) {
    return <StyledExternal href={item.href}>{item.label}</StyledExternal>;
  }
  return <StyledLink href={item.href}>{item.label}</StyledLink>;
}
