import styled from 'styled-components';
import { radius } from '@/ui/theme';

/** A 44px round button holding only an icon; it must be given an aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.round};
  background: transparent;
  color: ${({ theme }) => theme.palette.ink};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.bone};
  }
`;
