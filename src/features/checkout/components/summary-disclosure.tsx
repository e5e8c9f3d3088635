import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, mediaUp, radius, spacing } from '@/ui/theme';

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing(3)};
  padding: ${spacing(3, 4)};
  border: 1px solid ${color.line};
  border-radius: ${radius.medium};
  background: ${color.surfaceMuted};
  color: ${color.ink};
  font: inherit;
  font-size: ${fontSize.base};
  cursor: pointer;
  span::after {
    content: '';
    display: inline-block;
    width: ${spacing(2)};
    height: ${spacing(2)};
    margin-left: ${spacing(2)};
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-3px) rotate(45deg);
  }
  &[aria-expanded='true'] span::after {
    transform: translateY(1px) rotate(-135deg);
  }
  ${mediaUp('tabletLarge')} {
    display: none;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${spacing(6)};
  &[data-open='false'] {
    display: none;
  }
  ${mediaUp('tabletLarge')} {
    &[data-open='false'] {
      display: grid;
    }
  }
`;

/**
 * The order summary beside the form on wide screens; on a phone it sits above the form, folded
 * to one line with the amount due, so the fields come first without hiding what is charged.
 */
export function SummaryDisclosure({ total, children }: { total: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((now) => !now)}
      >
        <span>{open ? 'Hide order summary' : 'Show order summary'}</span>
        <strong>{total}</strong>
      </Toggle>
      <Panel id={id} data-open={open}>
        {children}
      </Panel>
    </>
  );
}
