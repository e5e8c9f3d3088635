import { ANALYTICS_EVENTS } from '@/lib/integrations/analytics/events';
import { useRouter } from 'next/router';
import { useEffect, useState, type Dispatch } from 'react';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { browserApiClient } from '@/lib/session/api-client';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { toApiError, toUserMessage, updateCart } from '@/lib/api-client';
import { useCart, useCustomer } from '@/lib/resources/use-customer-resources';
import { OFFER_NOTICE_KEY } from '@/features/cart/offer-code';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import type { QuizAction, QuizState } from '../quiz/quiz-state';
import { Lead, StepActions } from '../quiz/quiz-styles';
import { ContinueGroup, RunningTotal } from './plan-styles';
import { skipsAboutYou } from '../funnel/funnel-steps';
import { allergenNotices } from '@/domain/allergens';
import { TrustStrip } from '@/features/marketing/trust-strip';
import { AddonsPicker, type AddonOption } from './addons-picker';
import { pendingNotices, recipeNotices, type AllergenItem } from './plan-allergens';
import { useConsentRefusal } from './use-consent-refusal';
import { PENDING_CONSENT } from './allergen-warnings';
import { firstBoxTotal, type PlanBox } from './first-box-total';
import { formatCents } from '@/domain/format/money';
import { PupPlan } from './pup-plan';
import { useOfferCode } from './use-offer-code';
import { trackEventThen } from '@/lib/integrations/analytics/track';

export interface PlanCatalog {
  addons: AddonOption[];
  recipeNames: Record<string, string>;
  /** Every recipe with its allergens (for the allergy warnings) and its picture. */
  recipes: (AllergenItem & { image?: string })[];
}

/** The plan step: a plan per pup, add-ons, then the cart is filled and checkout opens. */
export function PlanStep({
  state,
  dispatch,
  catalog,
}: {
  state: QuizState;
  dispatch: Dispatch<QuizAction>;
  catalog: PlanCatalog;
}) {
  const router = useRouter();
  const showAddons = useFlag('SHOW_ADD_ONS');
  const { customer } = useCustomerSession();
  const client = browserApiClient();
  const cart = useCart(customer?.id);
  const account = useCustomer(customer?.id);
  const offer = useOfferCode(
    cart.data?.coupon_code,
    account.data ? account.data.status === 'active' : undefined,
    cart.data?.invalid_codes,
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pups = state.pups.filter((pup) => pup.petId);
  const addonNotices = allergenNotices(
    catalog.addons.map((addon) => ({ ...addon, key: addon.sku })),
    showAddons ? state.addons.map((addon) => addon.sku) : [],
    pups,
  );
  const addonsAcknowledged = state.addons
    .filter((addon) => addon.allergenAcknowledged)
    .map((addon) => addon.sku);
  const consent = useConsentRefusal([
    ...pups.flatMap((pup) =>
      pup.plan
        ? pendingNotices(recipeNotices(pup.plan, catalog.recipes, pup), pup.plan.acknowledged)
        : [],
    ),
    ...pendingNotices(addonNotices, addonsAcknowledged),
  ]);
  // Each pup's chosen box as its plan prices it, for the running first-box total.
  const [boxes, setBoxes] = useState<Record<string, PlanBox | null>>({});
  const priced = (key: string) => (box: PlanBox | null) =>
    setBoxes((now) => {
      const was = now[key];
      const same =
        was === box ||
        (was &&
          box &&
          was.productType === box.productType &&
          was.boxCents === box.boxCents &&
          was.discountedBoxCents === box.discountedBoxCents);
      return same ? now : { ...now, [key]: box };
    });
  const pupBoxes = pups.map((pup) => boxes[pup.key]);
  const extras = showAddons
    ? state.addons.flatMap((addon) => {
        const option = catalog.addons.find((item) => item.sku === addon.sku);
        return option
          ? [
              {
                productType: option.productType,
                unitCents: option.priceCents,
                quantity: addon.quantity,
              },
            ]
          : [];
      })
    : [];
  const firstBox = pupBoxes.every(Boolean)
    ? firstBoxTotal(pupBoxes as PlanBox[], extras, offer.offer)
    : null;
  // A refused Continue takes the keyboard (and the eye) to the first warning left to confirm,
  // which may be far up the page; the refusal alone would leave focus on the button.
  const [consentFocus, setConsentFocus] = useState(0);
  useEffect(() => {
    if (!consentFocus) return;
    const box = document.querySelector<HTMLInputElement>(PENDING_CONSENT);
    box?.focus({ preventScroll: true });
    box?.scrollIntoView?.({ block: 'center' });
  }, [consentFocus]);
  // Any change to the plans answers a message about how they were (a refused save included).
  const change = (action: QuizAction) => {
    setError(null);
    dispatch(action);
  };

  const ownerOf = (petId: number | null | undefined) =>
    pups.find((pup) => pup.petId === petId)?.petId ?? pups[0]!.petId!;
  const checkout = async () => {
    if (!customer) return;
    setError(null);
    const subscriptions: Record<string, { sku: string; addons: [] }> = {};
    for (const pup of pups) {
      const sku = pup.plan?.sku;
      if (!sku) {
        setError(`Please choose recipes for ${pup.name}.`);
        return;
      }
      subscriptions[String(pup.petId)] = { sku, addons: [] };
    }
    if (!consent.check()) {
      setConsentFocus((count) => count + 1);
      return;
    }
    // Every warning shown was acknowledged above; the server checks the same rule again.
    const warned =
      addonNotices.length > 0 ||
      pups.some((pup) => recipeNotices(pup.plan!, catalog.recipes, pup).length > 0);
    setSaving(true);
    try {
      // One request: these plans and add-ons become the whole cart (pups and lines left out of
      // this visit's plan go in the same transaction).
      const filled = await updateCart(client, customer.id, {
        replace: true,
        subscriptions,
        line_items: showAddons
          ? state.addons.map(({ sku, quantity, frequency, pet_id: petId }) => ({
              sku,
              quantity,
              frequency,
              recurrence: true,
              // The pup the owner chose (several pups); one pup's box carries every extra.
              pet_id: pups.length > 1 ? ownerOf(petId) : null,
            }))
          : [],
        // No code is no reason to drop one the customer applied before.
        ...(offer.code ? { coupon_code: offer.code } : {}),
        ...(warned ? { allergen_acknowledged: true } : {}),
      });
      const { offer_notice: notice, ...saved } = filled;
      // The cart kept a better offer than the link's code: checkout says so.
      if (notice) window.sessionStorage.setItem(OFFER_NOTICE_KEY, JSON.stringify(notice));
      await cart.mutate(saved, { revalidate: false });
      await trackEventThen(ANALYTICS_EVENTS.planChosen, { pups: pups.length });
      // A pup added from the account pays on the account's payment page (saved card offered).
      await router.push(
        router.pathname.startsWith('/account/add-pup')
          ? '/account/add-pup/payment/'
          : '/onboarding/checkout/',
      );
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
      setSaving(false);
    }
  };

  if (!customer || pups.length !== state.pups.length) {
    return (
      <>
        <FormError role="alert">We need your details before we can show the plan.</FormError>
        <Button onClick={() => dispatch({ type: 'go', step: 'owner' })}>
          Back to your details
        </Button>
      </>
    );
  }

  return (
    <>
      <h1 id="quiz-title" data-wide-step="">
        Your plan{pups.length > 1 ? 's' : ''}
      </h1>
      <Lead>
        Portioned for each pup and delivered on your schedule.
        {offer.offer ? ` Your ${offer.offer.code} offer is applied to the first box.` : ''}
      </Lead>
      {pups.map((pup) => (
        <PupPlan
          key={pup.key}
          petId={pup.petId!}
          name={pup.name}
          offerCode={offer.code}
          offerPending={offer.loading}
          recipeNames={catalog.recipeNames}
          recipes={catalog.recipes}
          allergies={pup.allergies}
          choice={pup.plan}
          onChoose={(plan) => change({ type: 'editPup', key: pup.key, changes: { plan } })}
          onPriced={priced(pup.key)}
        />
      ))}
      <TrustStrip />
      {showAddons ? (
        <AddonsPicker
          options={catalog.addons}
          value={state.addons}
          onSet={(addon) => {
            const before = state.addons.find((item) => item.sku === addon.sku);
            change({ type: 'setAddon', addon: { ...before, ...addon } });
          }}
          onRemove={(sku) => change({ type: 'removeAddon', sku })}
          pups={pups}
          owners={pups.map((pup) => ({ petId: pup.petId!, name: pup.name }))}
          acknowledged={addonsAcknowledged}
          onAcknowledge={(sku, yes) => {
            const addon = state.addons.find((item) => item.sku === sku);
            if (addon) change({ type: 'setAddon', addon: { ...addon, allergenAcknowledged: yes } });
          }}
        />
      ) : null}
      {consent.message ? <FormError role="alert">{consent.message}</FormError> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <StepActions>
        <Button
          variant="secondary"
          onClick={() =>
            dispatch(
              // A customer signed in before the quiz was not asked "About you".
              skipsAboutYou(state, true)
                ? { type: 'go', step: 'details', pupIndex: state.pups.length - 1 }
                : { type: 'go', step: 'owner' },
            )
          }
        >
          Back
        </Button>
        <ContinueGroup>
          {firstBox !== null ? (
            <RunningTotal role="status">
              First box <strong>{formatCents(firstBox)}</strong>
              <small>
                {extras.length
                  ? ` with ${extras.length} extra${extras.length > 1 ? 's' : ''}, before tax`
                  : ' before tax'}
              </small>
            </RunningTotal>
          ) : null}
          <Button onClick={() => void checkout()} loading={saving} disabled={offer.loading}>
            Continue to checkout
          </Button>
        </ContinueGroup>
      </StepActions>
    </>
  );
}
