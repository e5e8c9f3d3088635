import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { spacing } from '@/ui/theme';
import { FieldError } from './field-styles';

const CheckboxBox = styled.div`
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

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <CheckboxBox>
      <input
        {...input}
        type="checkbox"
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </CheckboxBox>
  );
}
