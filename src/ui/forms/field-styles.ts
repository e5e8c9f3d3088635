import styled from 'styled-components';
import { color, fontSize, spacing } from '@/ui/theme';

export const FieldBox = styled.div`
  display: grid;
  gap: ${spacing(1.5)};
  label {
    font-weight: 700;
  }
  input:not([type='checkbox']),
  select {
    width: 100%;
    min-height: 48px;
    padding: ${spacing(2.5, 3)};
    font: inherit;
    background: ${color.lightest};
    border: 1px solid ${({ theme }) => theme.palette.darkerFur};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  /* As specific as the rule above, so a text input's error border wins as a select's does. */
  input:not([type='checkbox'])[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.error};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.error};
  font-size: ${fontSize.sm};
  font-weight: 600;
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
`;
