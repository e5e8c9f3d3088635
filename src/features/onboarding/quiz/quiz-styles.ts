import styled from 'styled-components';
import { mediaDown } from '@/ui/theme';

export const QuizCard = styled.section`
  max-width: 680px;
  margin: 24px auto 64px;
  padding: 28px 20px;
  display: grid;
  gap: 20px;
  h1 {
    font-size: 2rem;
    margin: 0;
  }
  h2 {
    font-size: 1.5rem;
    margin: 0;
  }
  form {
    display: grid;
    gap: 20px;
  }
`;

export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
  align-items: center;
  /* On a phone the step's button stays in reach at the bottom of the screen. */
  ${mediaDown('tablet')} {
    position: sticky;
    bottom: 0;
    z-index: 1;
    margin: 0 -20px;
    padding: 12px 20px calc(12px + env(safe-area-inset-bottom));
    background: ${({ theme }) => theme.palette.lightest};
    border-top: 1px solid ${({ theme }) => theme.palette.line};
  }
`;

export const Lead = styled.p`
  margin: 0;
  font-size: 1.1rem;
`;

export const PupRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 12px;
  align-items: end;
`;
