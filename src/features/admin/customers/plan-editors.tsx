import { useState } from 'react';
import { RecipesPicker } from '@/features/account/edit-recipes/recipes-picker';
import type { RecipeOption } from '@/features/account/edit-recipes/offered-recipes';
import { ExtrasPicker } from '@/features/account/extras/extras-picker';
import type { AddonOption } from '@/features/onboarding/plan/addons-picker';
import type { Subscription } from '@/lib/api-client';
import { actOnSubscription, quoteSubscriptionChange } from '@/lib/api-client/admin/customers';
import { Button } from '@/ui/primitives/button';
import { FormRow } from '../components/admin-styles';
import { PortionPicker } from './portion-picker';
import type { useCareAction } from './use-care-action';

/** What the console needs from the catalogue to change a plan as the customer would. */
export interface PlanCatalog {
  recipes: RecipeOption[];
  addons: AddonOption[];
  /** The server's SHOW_LAMB: the recipes the service accepts, so the picker offers no others. */
  showLamb: boolean;
}

type Editor = 'recipes' | 'portion' | 'extras';

interface Props {
  customerId: number;
  plan: Subscription;
  catalog: PlanCatalog;
  action: ReturnType<typeof useCareAction>;
}

/** Fresh plans come in full or half portions; the other plan types have no choice to make. */
export const hasPortionChoice = (plan: Pick<Subscription, 'plan_type'>) =>
  plan.plan_type === 'FR' || plan.plan_type === 'half_fresh';

/**
 * Recipes, portion and extras changed for the customer, with the customer's own pickers (the
 * same plan rules, allergen consent and price messages); the change goes through the audited
 * console action and the page reloads what was stored.
 */
export function PlanEditors({ customerId, plan, catalog, action }: Props) {
  const [open, setOpen] = useState<Editor | null>(null);
  const prefix = `plan-${plan.id}-`;
  const quote = (change: Parameters<typeof quoteSubscriptionChange>[3]) =>
    quoteSubscriptionChange(action.client, customerId, plan.id, change);
  const change = async (name: 'plan' | 'extras', data: Record<string, unknown>, done: string) => {
    await actOnSubscription(action.client, customerId, plan.id, name, data);
    setOpen(null);
    await action.settle(done);
  };
  const toggle = (editor: Editor, label: string) => (
    <Button
      variant="secondary"
      aria-expanded={open === editor}
      aria-controls={`${prefix}editor`}
      onClick={() => setOpen(open === editor ? null : editor)}
    >
      {label}
    </Button>
  );
  return (
    <>
      <FormRow>
        {toggle('recipes', 'Change recipes')}
        {hasPortionChoice(plan) ? toggle('portion', 'Change portion') : null}
        {toggle('extras', 'Change extras')}
      </FormRow>
      <div id={`${prefix}editor`}>
        {open === 'recipes' ? (
          <section aria-labelledby={`${prefix}recipes-title`}>
            <RecipesPicker
              idPrefix={prefix}
              recipes={catalog.recipes}
              subscription={plan}
              showLamb={catalog.showLamb}
              quote={quote}
              save={(next) =>
                change('plan', { ...next }, `${plan.pet_name}’s recipes are changed.`)
              }
              intro={<p>Changes start with the next box that can still be changed.</p>}
            />
          </section>
        ) : null}
        {open === 'portion' ? (
          <PortionPicker
            idPrefix={prefix}
            plan={plan}
            quote={quote}
            save={(planType) =>
              change('plan', { plan_type: planType }, `${plan.pet_name}’s portion is changed.`)
            }
          />
        ) : null}
        {open === 'extras' ? (
          <ExtrasPicker
            idPrefix={prefix}
            options={catalog.addons}
            subscription={plan}
            save={(addons, acknowledged) =>
              change(
                'extras',
                acknowledged ? { addons, allergen_acknowledged: true } : { addons },
                `${plan.pet_name}’s extras are changed.`,
              )
            }
          />
        ) : null}
      </div>
    </>
  );
}
