import styled from 'styled-components';
import { fontSize, mediaDown, spacing } from '@/ui/theme';

const Steps = styled.ol`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: grid;
    gap: ${spacing(1.5)};
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.palette.inkMuted};
  }
  /* The bar segment above each step name: filled up to the current step. */
  li::before {
    content: '';
    height: 6px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.palette.line};
  }
  li[data-state='done']::before,
  li[aria-current='step']::before {
    background: ${({ theme }) => theme.palette.kale};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.palette.ink};
  }
  ${mediaDown('tablet')} {
    /* On a phone only the bar shows; the current step's name is said once below it. */
    li span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const Current = styled.p`
  margin: ${spacing(2, 0, 0)};
  font-size: ${fontSize.sm};
  font-weight: 700;
`;

/**
 * The funnel's progress: one bar segment per step, with its name, the current one marked for
 * assistive technology (aria-current="step") and 'Step N of M: name' written out.
 */
export function FunnelProgress({ steps, at }: { steps: readonly string[]; at: number }) {
  const current = steps[at - 1] ?? '';
  return (
    <nav aria-label="Quiz progress">
      <Steps>
        {steps.map((name, index) => (
          <li
            key={`${index}-${name}`}
            aria-current={index + 1 === at ? 'step' : undefined}
            data-state={index + 1 < at ? 'done' : undefined}
          >
            <span>{name}</span>
          </li>
        ))}
      </Steps>
      <Current>
        Step {at} of {steps.length}: {current}
      </Current>
    </nav>
  );
}
