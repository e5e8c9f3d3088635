import { useId, useState } from 'react';
import styled from 'styled-components';
import { color, fontSize, spacing } from '@/ui/theme';

const Stepper = styled.div`
  display: grid;
  gap: ${spacing(1.5)};
  label {
    font-weight: 700;
  }
`;

const Controls = styled.div`
  display: inline-grid;
  grid-template-columns: 44px 56px 44px;
  align-items: stretch;
  width: max-content;
  border: 1px solid ${({ theme }) => theme.palette.darkerFur};
  border-radius: ${({ theme }) => theme.radius.small};
  overflow: hidden;
  background: ${color.lightest};
  button {
    min-height: 44px;
    border: 0;
    background: ${({ theme }) => theme.palette.bone};
    color: ${({ theme }) => theme.palette.ink};
    font: inherit;
    font-size: ${fontSize.lg};
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -3px;
  }
  input {
    width: 100%;
    border: 0;
    border-inline: 1px solid ${({ theme }) => theme.palette.line};
    text-align: center;
    font: inherit;
    font-weight: 700;
    appearance: textfield;
  }
  input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
`;

/** Keeps a typed quantity within the limits; anything that is not a whole number keeps `fallback`. */
export function clampQuantity(raw: string, min: number, max: number, fallback: number): number {
  if (!/^\d+$/.test(raw.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

/**
 * A quantity with − and + buttons around a number field. The field's accessible name is
 * "Quantity of {item}", so the steppers of a list stay distinguishable for screen readers.
 */
export function QuantityStepper({
  item,
  value,
  min,
  max,
  onChange,
}: {
  item: string;
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  // What is typed is kept as typed until it is a valid number or the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (raw: string) => {
    setDraft(null);
    const next = clampQuantity(raw, min, max, value);
    if (next !== value) onChange(next);
  };
  return (
    <Stepper>
      <label htmlFor={id}>
        Quantity<span className="visually-hidden"> of {item}</span>
      </label>
      <Controls>
        <button
          type="button"
          aria-label={`One fewer ${item}`}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            const raw = event.target.value;
            if (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max) commit(raw);
            else setDraft(raw);
          }}
          onBlur={(event) => commit(event.target.value)}
        />
        <button
          type="button"
          aria-label={`One more ${item}`}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </Controls>
    </Stepper>
  );
}
