import Link from '@/ui/primitives/app-link';
import styled from 'styled-components';
import { BANNER_HEIGHT_PX } from '@/config/constants';
import { fontSize, spacing } from '@/ui/theme';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${BANNER_HEIGHT_PX}px;
  padding: ${spacing(0, 3)};
  background: ${({ theme }) => theme.palette.spinach};
  color: ${({ theme }) => theme.palette.lightest};
  font-size: ${fontSize.sm};
  font-weight: 600;
  text-align: center;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  a {
    color: inherit;
    text-underline-offset: 3px;
  }
`;

export const DEFAULT_BANNER_TEXT = 'New pups save 50% on their first box';

/**
 * What the banner offers a member (a customer with an active plan): the new-customer offer is not
 * theirs (an offer applied without being typed is for customers without an active plan, so Add
 * Pup charges full price), but referring a friend is.
 */
export const MEMBER_BANNER = {
  text: 'Refer a friend: they save on their first box, you earn credit',
  href: '/account/#refer-a-friend',
} as const;

/** The discount banner above the header, 40px tall. The offer text can come from the active offer. */
export function Banner({
  text = DEFAULT_BANNER_TEXT,
  href = '/onboarding/',
}: {
  text?: string;
  href?: string;
}) {
  return (
    <Bar>
      <Link href={href}>{text}</Link>
    </Bar>
  );
}
