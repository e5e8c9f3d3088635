import styled from 'styled-components';
import { color, fontSize, spacing } from '@/ui/theme';

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
