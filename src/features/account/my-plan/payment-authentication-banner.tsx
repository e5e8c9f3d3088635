import styled from 'styled-components';
import useSWR from 'swr';
import { swrKeys } from '@/lib/resources/keys';
import { browserApiClient } from '@/lib/session/api-client';
import { listPaymentAuthentications } from '@/lib/api-client';
import { formatCents } from '@/domain/format/money';
import { ButtonLink } from '@/ui/primitives/button';
import { spacing } from '@/ui/theme';

const Banner = styled.aside`
  display: grid;
  gap: ${spacing(3)};
  padding: ${spacing(4, 5)};
  margin-bottom: ${spacing(6)};
  border: 2px solid ${({ theme }) => theme.palette.blueberry};
  border-radius: ${({ theme }) => theme.radius.medium};
  p {
    margin: 0;
  }
`;

/** While a renewal charge waits for the customer's bank check: a way to the page that does it. */
export function PaymentAuthenticationBanner({ customerId }: { customerId: number }) {
  const waiting = useSWR(swrKeys.paymentAuthentications(customerId), () =>
    listPaymentAuthentications(browserApiClient(), customerId),
  );
  // Not knowing (still loading, or a failed load) shows nothing rather than a false alarm.
  if (!waiting.data?.length) return null;
  return (
    <>
      {waiting.data.map((payment) => (
        <Banner key={payment.payment_intent} aria-label="Payment needs your confirmation">
          <p>
            <strong>Your bank asks you to confirm a payment.</strong> {payment.pet_name}’s box (
            {formatCents(payment.amount)}) is made once you confirm it.
          </p>
          <p>
            <ButtonLink
              href={`/account/authenticate-payment/?payment_intent=${encodeURIComponent(payment.payment_intent)}`}
            >
              Confirm payment
            </ButtonLink>
          </p>
        </Banner>
      ))}
    </>
  );
}
