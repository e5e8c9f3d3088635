import styled from 'styled-components';
import { fontSize, spacing } from '@/ui/theme';

const List = styled.ul`
  display: grid;
  gap: ${spacing(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  /* A definite width: auto margins alone would size the grid to its widest row of columns. */
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 40px 1fr;
    gap: ${spacing(3)};
    align-items: start;
  }
  strong {
    display: block;
  }
  span {
    font-size: ${fontSize.base};
  }
`;

const ICONS = {
  vet: (
    <>
      <circle cx="20" cy="20" r="19" fill="#e8efe6" />
      <path d="M17 10h6v7h7v6h-7v7h-6v-7h-7v-6h7z" fill="#2d5b3b" />
    </>
  ),
  box: (
    <>
      <circle cx="20" cy="20" r="19" fill="#fbf0d4" />
      <path d="M9 15l11-5 11 5v11l-11 5-11-5z" fill="#c8642b" />
      <path d="M9 15l11 5 11-5M20 20v11" stroke="#fbf0d4" strokeWidth="2" fill="none" />
    </>
  ),
  cancel: (
    <>
      <circle cx="20" cy="20" r="19" fill="#efe6f0" />
      <path
        d="M12 20.5l5.5 5.5L29 14.5"
        stroke="#3a4a8c"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
} as const;

const PROMISES = [
  {
    icon: 'vet',
    title: 'Vet-formulated',
    text: 'Complete, balanced recipes built with a veterinary nutritionist.',
  },
  {
    icon: 'box',
    title: 'Delivered cold, on your day',
    text: 'Packed frozen and shipped to arrive on the delivery day you pick.',
  },
  {
    icon: 'cancel',
    title: 'Cancel anytime, online',
    text: 'Skip, pause or cancel from your account: no calls, no fees.',
  },
] as const;

/** The shop's three promises, shown where people decide: the home page and the plan step. */
export function TrustStrip({ label = 'Our promises' }: { label?: string }) {
  return (
    <List aria-label={label}>
      {PROMISES.map((promise) => (
        <li key={promise.title}>
          <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            {ICONS[promise.icon]}
          </svg>
          <span>
            <strong>{promise.title}</strong>
            {promise.text}
          </span>
        </li>
      ))}
    </List>
  );
}
