import styled from 'styled-components';
import { color, fontSize, mediaUp, spacing } from '@/ui/theme';

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
  [aria-invalid='true'] {
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

export const CheckboxBox = styled.div`
  display: grid;
  grid-template-columns: 24px 1fr;
  gap: ${spacing(1, 2.5)};
  align-items: start;
  input {
    width: 20px;
    height: 20px;
    margin: ${spacing(0.5, 0, 0)};
    accent-color: ${({ theme }) => theme.palette.kale};
  }
  label {
    font-weight: 400;
  }
  ${FieldError} {
    grid-column: 2;
  }
`;

/** A form-level message (server refusals, non-field errors), announced as an alert. */
export const FormError = styled.p`
  margin: 0;
  padding: ${spacing(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${color.errorSurface};
  color: ${({ theme }) => theme.palette.error};
  font-weight: 600;
`;

/** Two fields side by side from small tablets up, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${spacing(4)};
  align-items: start;
  ${mediaUp('tabletSmall')} {
    grid-template-columns: 1fr 1fr;
  }
`;
