import styled, { keyframes } from 'styled-components';
import { radius } from '@/ui/theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small inline spinner; announced to screen readers through its label. */
export const Spinner = styled.span.attrs({ role: 'status', 'aria-label': 'Loading' })<{
  $size?: number;
}>`
  display: inline-block;
  width: ${({ $size = 16 }) => $size}px;
  height: ${({ $size = 16 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${radius.round};
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;
