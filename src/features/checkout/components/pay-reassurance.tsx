import styled from 'styled-components';
import { fontSize, spacing } from '@/ui/theme';

const List = styled.ul`
  display: grid;
  gap: ${spacing(2)};
  margin: 0;
  padding: ${spacing(4)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.palette.bone};
  font-size: ${fontSize.sm};
  li {
    display: grid;
    grid-template-columns: 20px 1fr;
    gap: ${spacing(2)};
    align-items: start;
  }
  svg {
    margin-top: ${spacing(0.5)};
    color: ${({ theme }) => theme.palette.kale};
  }
`;

function Tick() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d="M4.5 8.2l2.3 2.3 4.7-4.9" fill="none" stroke="#fff" strokeWidth="1.8" />
    </svg>
  );
}

const PROMISES = [
  'Skip, pause or cancel online from My plan, any time before a box’s change-by date: no calls, no fees.',
  'Cooked to order, packed frozen and delivered cold on the day you choose.',
  'A problem with a box? Report it from My plan and our care team will help.',
] as const;

/** What a customer can count on, beside the button that takes the money. */
export function PayReassurance() {
  return (
    <List aria-label="Before you pay">
      {PROMISES.map((promise) => (
        <li key={promise}>
          <Tick />
          <span>{promise}</span>
        </li>
      ))}
    </List>
  );
}
