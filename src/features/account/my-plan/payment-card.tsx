import { usePaymentMethods } from '@/lib/resources/use-customer-resources';
import Link from '@/ui/primitives/app-link';
import { CardIcon } from '@/ui/primitives/icons';
import { AccountCard, IconTitle } from '../components/account-card';

/** Which card pays for the boxes, and where to change it. */
export function PaymentCard({ customerId }: { customerId: number }) {
  const cards = usePaymentMethods(customerId);
  const card = cards.data?.find((item) => item.is_default) ?? cards.data?.[0];
  const brand = card?.brand ? `${card.brand[0]!.toUpperCase()}${card.brand.slice(1)} card` : 'Card';
  return (
    <AccountCard aria-labelledby="billing-title">
      <IconTitle id="billing-title">
        <CardIcon />
        Payment
      </IconTitle>
      <p>
        {card ? `${brand} ending in ${card.card_number}. ` : null}
        Each box is charged to your default card a few days before it ships.{' '}
        <Link href="/account/edit-payment/">Change payment method</Link>
      </p>
    </AccountCard>
  );
}
