import styled from 'styled-components';
import { FeedingGuideCard } from '@/features/checkout/confirmation/feeding-guide-card';
import { useSubscriptions } from '@/lib/resources/use-customer-resources';
import { AsyncContent } from '@/ui/async-content';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { spacing } from '@/ui/theme';
import { AccountFrame } from '../components/account-frame';

const Guides = styled.div`
  display: grid;
  gap: ${spacing(5)};
  @media print {
    .no-print {
      display: none;
    }
  }
`;

/**
 * /account/feeding-guide/: each pup's grams per meal and first week, made to print (the site's
 * header and footer stay off paper, see LayoutFrame). Linked from My plan and the order
 * confirmation email, so it is not lost with the confirmation page.
 */
export function FeedingGuideView() {
  return (
    <AccountFrame title="Feeding guides">
      {(session) => <Guide customerId={session.id} />}
    </AccountFrame>
  );
}

function Guide({ customerId }: { customerId: number }) {
  const plans = useSubscriptions(customerId);
  return (
    <AsyncContent resources={{ plans }} loadingLabel="Loading your pups’ guides…" spinnerSize={24}>
      {(loaded) => {
        const fed = loaded.plans.filter((plan) => plan.status !== 'cancelled');
        if (!fed.length)
          return (
            <p>
              No pup is on a plan right now. <Link href="/account/">Back to My plan</Link>
            </p>
          );
        return (
          <Guides>
            <div className="no-print">
              <Button variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
            </div>
            {fed.map((plan) => (
              <FeedingGuideCard key={plan.id} plan={plan} />
            ))}
          </Guides>
        );
      }}
    </AsyncContent>
  );
}
