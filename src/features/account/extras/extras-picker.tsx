import { useState, type ReactNode } from 'react';
import { AddonsPicker, type AddonOption } from '@/features/onboarding/plan/addons-picker';
import { acknowledge, pendingNotices } from '@/features/onboarding/plan/plan-allergens';
import { useConsentRefusal } from '@/features/onboarding/plan/use-consent-refusal';
import { allergenNotices } from '@/domain/allergens';
import { extrasCost, extrasPriceMessage } from '@/domain/extras-price-effect';
import { toApiError, toUserMessage, type AddonChoice, type Subscription } from '@/lib/api-client';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';

export interface ExtrasPickerProps {
  options: AddonOption[];
  subscription: Subscription;
  /** Saves the whole list; a thrown error is shown through the one error model. */
  save: (addons: AddonChoice[], allergenAcknowledged: boolean) => Promise<void>;
  intro?: ReactNode;
  idPrefix?: string;
  /** Told every change to the list before it is saved (My plan's next box follows it). */
  onDraft?: (addons: AddonChoice[]) => void;
}

/**
 * A pup's treats and supplements as one list, shared by My plan and the console: the same
 * allergen consent, and the change in what the extras cost said before it is saved.
 */
export function ExtrasPicker({
  options,
  subscription,
  save,
  intro,
  idPrefix,
  onDraft,
}: ExtrasPickerProps) {
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
  const price = (sku: string) => options.find((option) => option.sku === sku)?.priceCents;
  const effect = extrasPriceMessage(
    extrasCost(subscription.addons, price),
    extrasCost(chosen, price),
  );

  const consent = useConsentRefusal(pendingNotices(notices, acknowledged));
  // A failed save is about the list as it was: any change answers it.
  const edit = (next: (current: AddonChoice[]) => AddonChoice[]) => {
    setError(null);
    const changed = next(chosen);
    setChosen(changed);
    onDraft?.(changed);
  };

  const submit = async () => {
    if (!consent.check()) return;
    setSaving(true);
    setError(null);
    try {
      await save(chosen, notices.length > 0);
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
    }
    setSaving(false);
  };

  return (
    <>
      {intro}
      <AddonsPicker
        options={options}
        value={chosen}
        onSet={(addon) =>
          edit((current) => {
            const index = current.findIndex((item) => item.sku === addon.sku);
            return index === -1
              ? [...current, addon]
              : current.map((item, at) => (at === index ? addon : item));
          })
        }
        onRemove={(sku) => edit((current) => current.filter((item) => item.sku !== sku))}
        intro="Pick how many and how often; every-other-box extras alternate with the food."
        pups={pups}
        warnFor={added}
        acknowledged={acknowledged}
        onAcknowledge={(sku, yes) => setConsents(acknowledge(acknowledged, sku, yes))}
        idPrefix={idPrefix}
      />
      {effect ? <p role="status">{effect}</p> : null}
      {consent.message ? <FormError role="alert">{consent.message}</FormError> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <p>
        <Button onClick={() => void submit()} loading={saving}>
          Save extras
        </Button>
      </p>
    </>
  );
}
