import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, mediaUp, radius, spacing } from '@/ui/theme';

const Wrap = styled.section`
  display: grid;
  justify-items: center;
  gap: ${spacing(3)};
  margin-bottom: ${spacing(6)};
  padding: ${spacing(8, 6)};
  border: 1px dashed ${color.fur};
  border-radius: ${radius.large};
  background: ${color.surfaceMuted};
  text-align: center;
  h2 {
    font-size: ${fontSize['2xl']};
    margin: 0;
  }
  p {
    max-width: 46ch;
    margin: 0;
  }
  ${mediaUp('tablet')} {
    padding: ${spacing(10, 12)};
  }
`;

/** An empty bowl waiting on a placemat, a bone beside it: "nothing here yet", drawn for the shop. */
function EmptyBowl() {
  return (
    <svg width="168" height="112" viewBox="0 0 168 112" aria-hidden="true" focusable="false">
      <ellipse cx="84" cy="96" rx="76" ry="12" fill={color.line} />
      <path d="M30 62h108c-4 22-24 34-54 34S34 84 30 62z" fill={color.kale} />
      <ellipse cx="84" cy="62" rx="54" ry="10" fill={color.spinach} />
      <ellipse cx="84" cy="62" rx="44" ry="6" fill={color.bone} />
      <path d="M44 74c8 6 20 9 40 9" stroke={color.lightest} strokeWidth="3" fill="none" />
      <g fill={color.lightest} stroke={color.darkerFur} strokeWidth="2">
        <path d="M118 28h22a5 5 0 1 1 4 7 5 5 0 1 1-4 7h-22a5 5 0 1 1-4-7 5 5 0 1 1 4-7z" />
      </g>
      <g fill={color.carrot}>
        <circle cx="34" cy="30" r="4" />
        <circle cx="46" cy="18" r="3" />
        <circle cx="56" cy="32" r="2.5" />
      </g>
    </svg>
  );
}

/** What an empty list looks like on the account pages: a picture, a line, and the next step. */
export function EmptyState({
  titleId,
  title,
  children,
  action,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Wrap aria-labelledby={titleId}>
      <EmptyBowl />
      <h2 id={titleId}>{title}</h2>
      {children}
      {action}
    </Wrap>
  );
}
