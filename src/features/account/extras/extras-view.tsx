import { useState } from 'react';
import { browserApiClient } from '@/features/auth/session/api-client';
import { AddonsPicker, type AddonOption } from '@/features/onboarding/plan/addons-picker';
import { acknowledge, pendingNotices } from '@/features/onboarding/plan/plan-allergens';
import { allergenNotices } from '@/domain/allergens';
import {
  replaceAddons,
  toApiError,
  toUserMessage,
  type AddonChoice,
  type Subscription,
} from '@/lib/api-client';
import { MESSAGES } from '@/lib/api-client/messages';
import { FormError } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { AccountCard } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { SubscriptionPage } from '../components/subscription-page';
import { NextBoxSummary } from '../my-plan/next-box-summary';

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
  const [chosen, setChosen] = useState<AddonChoice[]>(() =>
    subscription.addons.map(({ sku, quantity, frequency }) => ({ sku, quantity, frequency })),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Extras this change adds with one of the pup's allergens need the owner's consent to save.
  const pups = [{ name: subscription.pet_name, allergies: subscription.pet_allergies }];
  const added = chosen
    .map((addon) => addon.sku)
    .filter((sku) => !subscription.addons.some((addon) => addon.sku === sku));
  const notices = allergenNotices(
    options.map((option) => ({ ...option, key: option.sku })),
    added,
    pups,
  );
  const [consents, setConsents] = useState<string[]>([]);
  const acknowledged = consents.filter((sku) => added.includes(sku));

  const save = async () => {
    if (pendingNotices(notices, acknowledged).length) {
      setError('Please confirm the allergy warning for the treats and supplements.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onSaved(await replaceAddons(browserApiClient(), subscription.id, chosen, notices.length > 0));
      notify.success(MESSAGES.changesSaved);
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
    }
    setSaving(false);
  };

  return (
    <>
      <p>
        Extras for {subscription.pet_name}. Changes start with the next box that can still be
        changed. <Link href="/account/">Back to My plan</Link>
      </p>
      <AddonsPicker
        options={options}
        value={chosen}
        onSet={(addon) =>
          setChosen((current) => {
            const index = current.findIndex((item) => item.sku === addon.sku);
            return index === -1
              ? [...current, addon]
              : current.map((item, at) => (at === index ? addon : item));
          })
        }
        onRemove={(sku) => setChosen((current) => current.filter((item) => item.sku !== sku))}
        intro="Pick how many and how often; every-other-box extras alternate with the food."
        pups={pups}
        warnFor={added}
        acknowledged={acknowledged}
        onAcknowledge={(sku, yes) => setConsents(acknowledge(acknowledged, sku, yes))}
      />
      {error ? <FormError role="alert">{error}</FormError> : null}
      <p>
        <Button onClick={() => void save()} loading={saving}>
          Save extras
        </Button>
      </p>
      <AccountCard>
        <NextBoxSummary subscription={subscription} />
      </AccountCard>
    </>
  );
}
