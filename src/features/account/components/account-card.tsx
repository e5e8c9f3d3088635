import styled from 'styled-components';
import { color, fontSize, radius, spacing } from '@/ui/theme';

/** One titled block of an account page (My info's profile, address, password…). */
export const AccountCard = styled.section`
  padding: ${spacing(6)};
  margin-bottom: ${spacing(6)};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${color.lightest};
  h2 {
    font-size: ${fontSize.xl};
    margin-bottom: ${spacing(4)};
  }
  form {
    display: grid;
    gap: ${spacing(4)};
  }
`;

export const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${spacing(2, 6)};
  margin: ${spacing(0, 0, 2)};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export { FieldRow } from '@/ui/forms';

/** A card's h2 led by its icon in a tinted disc (payment, referrals, renewal terms). */
export const IconTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${spacing(3)};
  > svg {
    flex: none;
    box-sizing: content-box;
    padding: ${spacing(2)};
    border-radius: ${radius.round};
    background: ${color.surfaceMuted};
    color: ${color.kale};
  }
`;
