import styled from 'styled-components';
import { fontSize, spacing } from '@/ui/theme';

/** The box a My plan action opens in under its pup's plan (cancel, weight check-in). */
export const PlanPanel = styled.section`
  display: grid;
  gap: ${spacing(3)};
  margin-top: ${spacing(3)};
  padding: ${spacing(4)};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.small};
  h3 {
    margin: 0;
    font-size: ${fontSize.md};
  }
  p {
    margin: 0;
  }
`;
