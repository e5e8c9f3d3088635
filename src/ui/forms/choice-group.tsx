import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from './field-styles';
import { color, spacing } from '@/ui/theme';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${spacing(2)};
    padding: 0;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${spacing(2)};
    min-height: 44px;
    padding: ${spacing(2, 3.5)};
    border: 1px solid ${({ theme }) => theme.palette.darkerFur};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${color.lightest};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.kale};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.kale};
    background: ${({ theme }) => theme.palette.bone};
  }
  input {
    accent-color: ${({ theme }) => theme.palette.kale};
  }
`;

export interface Choice {
  value: string;
  label: ReactNode;
}

export interface ChoiceGroupProps {
  legend: string;
  /** 'radio' picks one; 'checkbox' picks any number. */
  type: 'radio' | 'checkbox';
  options: readonly Choice[];
  value: string | string[];
  onChange: (value: string | string[]) => void;
  error?: string;
  name?: string;
}

/** A labelled group of radio buttons or checkboxes (fieldset + legend), with its error announced. */
export function ChoiceGroup({
  legend,
  type,
  options,
  value,
  onChange,
  error,
  name,
}: ChoiceGroupProps) {
  const id = useId();
  const selected = Array.isArray(value) ? value : [value];
  const toggle = (option: string, checked: boolean) => {
    if (type === 'radio') onChange(option);
    else onChange(checked ? [...selected, option] : selected.filter((item) => item !== option));
  };
  return (
    <Fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type={type}
              name={name ?? id}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </Options>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Fieldset>
  );
}
