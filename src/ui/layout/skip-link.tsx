import styled from 'styled-components';
import { spacing } from '@/ui/theme';

const Skip = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${spacing(2.5, 4)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.ink};
  color: ${({ theme }) => theme.palette.lightest};
  font-weight: 700;
  &:focus {
    top: 8px;
  }
`;

/**
 * The first stop for keyboard users: jumps past the header to the page's main content, or (a
 * page's own, after it) straight to a part of it that is far down, such as a plan's actions.
 */
export function SkipLink({
  href = '#main-content',
  children = 'Skip to content',
}: {
  href?: string;
  children?: string;
}) {
  return <Skip href={href}>{children}</Skip>;
}
