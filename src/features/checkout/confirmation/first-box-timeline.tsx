import styled from 'styled-components';
import type { OrderView } from '@/contracts/orders';
import { firstBoxTimeline } from '@/domain/first-box-timeline';
import { fontSize, radius, spacing } from '@/ui/theme';

const Steps = styled.ol`
  display: grid;
  gap: ${spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    display: grid;
    gap: ${spacing(0.5)};
    padding-left: ${spacing(7)};
  }
  /* A dot per step, joined by a line down to the next. */
  li::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 6px;
    width: 12px;
    height: 12px;
    border-radius: ${radius.round};
    background: ${({ theme }) => theme.palette.kale};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 9px;
    top: 20px;
    bottom: -${spacing(3)};
    width: 2px;
    background: ${({ theme }) => theme.palette.line};
  }
  strong {
    font-size: ${fontSize.base};
  }
  span {
    color: ${({ theme }) => theme.palette.inkMuted};
  }
`;

/** The order from today to its first renewal (the rule is shared with the confirmation email). */
export function FirstBoxTimeline({ order }: { order: OrderView }) {
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title">What happens next</h2>
      <Steps>
        {firstBoxTimeline(order).map((step) => (
          <li key={step.key}>
            <strong>{step.title}</strong>
            {step.details.map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
          </li>
        ))}
      </Steps>
    </section>
  );
}
