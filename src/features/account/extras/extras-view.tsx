import { browserApiClient } from '@/lib/session/api-client';
import type { AddonOption } from '@/features/onboarding/plan/addons-picker';
import { replaceAddons, type Subscription } from '@/lib/api-client';
import { MESSAGES } from '@/lib/api-client/messages';
import { notify } from '@/ui/layout/toasts';
import Link from '@/ui/primitives/app-link';
import { AccountCard } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { SubscriptionPage } from '../components/subscription-page';
import { NextBoxSummary } from '../my-plan/next-box-summary';
import { ExtrasPicker } from './extras-picker';

/** /account/edit-recipes/extras/: a pup's treats and supplements, and what the next box costs. */
export function ExtrasView({ addons }: { addons: AddonOption[] }) {
  return (
    <AccountFrame title="Treats and supplements">
      {(session) => (
        <SubscriptionPage customerId={session.id}>
          {(subscription, replace) => (
            <ExtrasEditor
              key={subscription.id}
              options={addons}
              subscription={subscription}
              onSaved={replace}
            />
          )}
        </SubscriptionPage>
      )}
    </AccountFrame>
  );
}

function ExtrasEditor({
  options,
  subscription,
  onSaved,
}: {
  options: AddonOption[];
  subscription: Subscription;
  onSaved: (next: Subscription) => void;
}) {
  return (
    <>
      <ExtrasPicker
        options={options}
        subscription={subscription}
        save={async (addons, acknowledged) => {
          onSaved(await replaceAddons(browserApiClient(), subscription.id, addons, acknowledged));
          notify.success(MESSAGES.changesSaved);
        }}
        intro={
          <p>
            Extras for {subscription.pet_name}. Changes start with the next box that can still be
            changed. <Link href="/account/">Back to My plan</Link>
          </p>
        }
      />
      <AccountCard>
        <NextBoxSummary subscription={subscription} />
      </AccountCard>
    </>
  );
}
