import styled from 'styled-components';

/** One titled block of an account page (My info's profile, address, password…). */
export const AccountCard = styled.section`
  padding: 24px;
  margin-bottom: 24px;
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: #fff;
  h2 {
    font-size: 1.4rem;
    margin-bottom: 16px;
  }
  form {
    display: grid;
    gap: 16px;
  }
`;

export const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  margin: 0 0 8px;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export { FieldRow } from '@/ui/forms';
