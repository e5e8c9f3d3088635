import styled from 'styled-components';
import { mediaUp, spacing } from '@/ui/theme';

/** Two fields side by side from small tablets up, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${spacing(4)};
  align-items: start;
  ${mediaUp('tabletSmall')} {
    grid-template-columns: 1fr 1fr;
  }
`;
