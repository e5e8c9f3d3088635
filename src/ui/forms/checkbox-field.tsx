import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CheckboxBox, FieldError } from './field-styles';

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
