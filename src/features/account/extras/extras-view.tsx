import { browserApiClient } from '@/lib/session/api-client';
import type { AddonOption } from '@/features/onboarding/plan/addons-picker';
import { useState } from 'react';
import { usePlanCatalog } from '@/features/onboarding/use-plan-catalog';
import { AsyncContent } from '@/ui/async-content';
import useSWR from 'swr';
import { quoteAddons, replaceAddons, type AddonChoice, type Subscription } from '@/lib/api-client';
import { swrKeys } from '@/lib/resources/keys';
import { MESSAGES } from '@/lib/api-client/messages';
import { notify } from '@/ui/layout/toasts';
import Link from '@/ui/primitives/app-link';
import { AccountCard } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { SubscriptionPage } from '../components/subscription-page';
import { NextBoxSummary } from '../my-plan/next-box-summary';
import { ExtrasPicker } from './extras-picker';

/** /account/edit-recipes/extras/: a pup's treats and supplements, and what the next box costs. */
export function ExtrasView() {
  const catalog = usePlanCatalog();
  return (
    <AccountFrame title="Treats and supplements">
      {(session) => (
        <SubscriptionPage customerId={session.id}>
          {(subscription, replace) => (
            <AsyncContent
              resources={{ catalog }}
              loadingLabel="Loading the extras…"
              spinnerSize={24}
              retry
            >
              {({ catalog: loaded }) => (
                <ExtrasEditor
                  key={subscription.id}
                  options={loaded.addons}
                  subscription={subscription}
                  onSaved={replace}
                />
              )}
            </AsyncContent>
          )}
        </SubscriptionPage>
      )}
    </AccountFrame>
  );
}

export function ExtrasEditor({
  options,
  subscription,
  onSaved,
}: {
  options: AddonOption[];
  subscription: Subscription;
  onSaved: (next: Subscription) => void;
}) {
  // The list as ticked now, until saved: the next box below is priced for it by the server's
  // own rules (nothing saved), so the total changes as the extras do, not only after saving.
  const [draft, setDraft] = useState<AddonChoice[] | null>(null);
  const quote = useSWR(
    draft ? swrKeys.addonsQuote(subscription.id, draft) : null,
    () => quoteAddons(browserApiClient(), subscription.id, draft!),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const shown = draft && quote.data && !quote.error ? quote.data : subscription;
  return (
    <>
      <ExtrasPicker
        options={options}
        subscription={subscription}
        onDraft={setDraft}
        save={async (addons, acknowledged) => {
          onSaved(await replaceAddons(browserApiClient(), subscription.id, addons, acknowledged));
          setDraft(null);
          notify.success(MESSAGES.changesSaved);
        }}
        intro={
          <p>
            Extras for {subscription.pet_name}. Changes start with the next box that can still be
            changed. <Link href="/account/">Back to My plan</Link>
          </p>
        }
      />
      <AccountCard aria-busy={draft !== null && quote.isLoading}>
        <NextBoxSummary subscription={shown} />
        {shown !== subscription ? <p>With your changes, not saved yet.</p> : null}
      </AccountCard>
    </>
  );
}
