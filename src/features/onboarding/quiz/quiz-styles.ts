import styled from 'styled-components';
import { fontSize, mediaDown, spacing } from '@/ui/theme';

export const QuizCard = styled.section`
  max-width: 680px;
  /* The plan step lays plans side by side: it takes a desktop screen's width. */
  &:has([data-wide-step]) {
    max-width: 1160px;
  }
  margin: ${spacing(6)} auto ${spacing(16)};
  padding: ${spacing(7, 5)};
  display: grid;
  /* One column no wider than the card: a grid of cards inside must wrap, not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${spacing(5)};
  h1 {
    font-size: ${fontSize['3xl']};
    margin: 0;
  }
  h2 {
    font-size: ${fontSize.xl};
    margin: 0;
  }
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${spacing(5)};
  }
`;

export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(3)};
  justify-content: space-between;
  align-items: center;
  /* On a phone the step's button stays in reach at the bottom of the screen. */
  ${mediaDown('tablet')} {
    position: sticky;
    bottom: 0;
    z-index: 1;
    margin: 0 -${spacing(5)};
    padding: ${spacing(3)} ${spacing(5)} calc(12px + env(safe-area-inset-bottom));
    background: ${({ theme }) => theme.palette.lightest};
    border-top: 1px solid ${({ theme }) => theme.palette.line};
  }
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 64ch;
  font-size: ${fontSize.md};
`;

export const PupRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${spacing(3)};
  align-items: end;
`;
