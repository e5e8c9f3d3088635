import styled from 'styled-components';
import { site } from '@/config/site';
import { fontSize, mediaDown, spacing } from '@/ui/theme';

const Steps = styled.ol`
  display: flex;
  gap: ${spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.palette.inkMuted};
  li + li::before {
    content: '›';
    margin-right: ${spacing(2)};
    color: ${({ theme }) => theme.palette.line};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.palette.ink};
  }
  ${mediaDown('tablet')} {
    display: none;
  }
`;

const Assurance = styled.div`
  display: flex;
  align-items: center;
  gap: ${spacing(4)};
  font-size: ${fontSize.sm};
  font-weight: 600;
  a {
    text-underline-offset: 3px;
  }
  ${mediaDown('tabletSmall')} {
    gap: ${spacing(2)};
    .phone-label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const Secure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(1.5)};
`;

const STEPS = ['Your plan', 'Checkout', 'Confirmation'] as const;

/** Where checkout stands among the last steps of buying: the plan is chosen, paying is now. */
export function CheckoutSteps() {
  return (
    <nav aria-label="Checkout steps">
      <Steps>
        {STEPS.map((step) => (
          <li key={step} aria-current={step === 'Checkout' ? 'step' : undefined}>
            {step}
          </li>
        ))}
      </Steps>
    </nav>
  );
}

function Lock() {
  return (
    <svg width="14" height="16" viewBox="0 0 14 16" aria-hidden="true" focusable="false">
      <rect x="1" y="7" width="12" height="8" rx="2" fill="currentColor" />
      <path d="M4 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Beside the steps: the card is sent encrypted, and a person answers the phone. */
export function CheckoutAssurance() {
  return (
    <Assurance>
      <Secure>
        <Lock /> Secure payment
      </Secure>
      <a href={site.supportPhoneHref}>
        {/* A no-break space: the header lays its links out as flex boxes, which drop spaces. */}
        <span className="phone-label">Questions? Call{'\u00a0'}</span>
        {site.supportPhoneDisplay}
      </a>
    </Assurance>
  );
}
