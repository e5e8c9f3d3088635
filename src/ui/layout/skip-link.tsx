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

/** The first stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink() {
  return <Skip href="#main-content">Skip to content</Skip>;
}
