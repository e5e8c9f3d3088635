import styled from 'styled-components';
import { Button } from '@/ui/primitives/button';
import { spacing } from '@/ui/theme';

const Challenge = styled.section`
  display: grid;
  gap: ${spacing(3)};
  padding: ${spacing(4)};
  border: 2px solid ${({ theme }) => theme.palette.blueberry};
  border-radius: ${({ theme }) => theme.radius.medium};
  h3 {
    margin: 0;
  }
`;

/**
 * The offline test bank's 3-D Secure page (Stripe shows the real bank's): the tester chooses
 * what the bank answers. Used wherever a payment or a card being saved needs the check.
 */
export function OfflineBankChallenge({
  subject,
  onAnswer,
}: {
  /** A payment being made, or a card being saved (no money moves: nothing says "payment"). */
  subject: 'payment' | 'card';
  onAnswer: (outcome: 'approve' | 'fail') => void;
}) {
  const title = subject === 'card' ? 'Confirm this card' : 'Confirm this payment';
  return (
    <Challenge role="alertdialog" aria-labelledby="tds-title" aria-describedby="tds-text">
      <h3 id="tds-title">{title}</h3>
      <p id="tds-text">
        Your bank asks you to confirm it’s you. This is the offline test mode: choose what the bank
        should answer.
      </p>
      <Button type="button" autoFocus onClick={() => onAnswer('approve')}>
        {subject === 'card' ? 'Approve' : 'Approve payment'}
      </Button>
      <Button type="button" variant="secondary" onClick={() => onAnswer('fail')}>
        Fail authentication
      </Button>
    </Challenge>
  );
}
