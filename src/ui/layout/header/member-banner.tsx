import { useCustomer } from '@/lib/resources/use-customer-resources';
import { Banner, MEMBER_BANNER } from '../banner';

/**
 * The banner for a signed-in customer: a member (an active plan) is offered what members can
 * have; a customer without an active plan still gets the new-customer offer.
 */
export function MemberBanner({ customerId, text }: { customerId: number; text?: string }) {
  const customer = useCustomer(customerId);
  return customer.data?.status === 'active' ? (
    <Banner {...MEMBER_BANNER} />
  ) : (
    <Banner text={text} />
  );
}
