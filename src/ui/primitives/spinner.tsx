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

/**
 * A line saying what is loading, marked busy (`aria-busy`) so assistive technology, and the tests
 * that wait for a page to finish, know it is not done: the one way a screen says "Loading…".
 */
export function LoadingLine({
  label,
  spinnerSize = 20,
  className,
}: {
  label: string;
  /** 0 for the words alone (a small part of a page). */
  spinnerSize?: number;
  className?: string;
}) {
  return (
    <p aria-busy="true" className={className}>
      {spinnerSize > 0 ? (
        <>
          <Spinner $size={spinnerSize} />{' '}
        </>
      ) : null}
      {label}
    </p>
  );
}
