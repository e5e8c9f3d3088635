import styled from 'styled-components';

/** The box a My plan action opens in under its pup's plan (cancel, weight check-in). */
export const PlanPanel = styled.section`
  display: grid;
  gap: 12px;
  margin-top: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.small};
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;
