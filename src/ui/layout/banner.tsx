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
