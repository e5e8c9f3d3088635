import { useRouter } from 'next/router';
import { browserApiClient } from '@/lib/session/api-client';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { changePlan, quotePlanChange, type Subscription } from '@/lib/api-client';
import { MESSAGES } from '@/lib/api-client/messages';
import { notify } from '@/ui/layout/toasts';
import Link from '@/ui/primitives/app-link';
import { AccountCard } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { SubscriptionPage } from '../components/subscription-page';
import type { RecipeOption } from './offered-recipes';
import { RecipesPicker } from './recipes-picker';

export type { RecipeOption };

/** /account/edit-recipes/: a pup's recipes, with the price messages as they change. */
export function EditRecipesView({ recipes }: { recipes: RecipeOption[] }) {
  return (
    <AccountFrame title="Edit recipes">
      {(session) => (
        <SubscriptionPage customerId={session.id}>
          {(subscription, replace) => (
            <RecipesEditor
              key={subscription.id}
              recipes={recipes}
              subscription={subscription}
              onSaved={replace}
            />
          )}
        </SubscriptionPage>
      )}
    </AccountFrame>
  );
}

/** The customer's own recipe picker: their quote and save, then back to My plan. */
export function RecipesEditor({
  recipes,
  subscription,
  onSaved,
}: {
  recipes: RecipeOption[];
  subscription: Subscription;
  onSaved: (next: Subscription) => void;
}) {
  const router = useRouter();
  const showLamb = useFlag('SHOW_LAMB');
  return (
    <AccountCard aria-labelledby="recipes-title">
      <RecipesPicker
        recipes={recipes}
        subscription={subscription}
        showLamb={showLamb}
        quote={(change) => quotePlanChange(browserApiClient(), subscription.id, change)}
        save={async (change) => {
          onSaved(await changePlan(browserApiClient(), subscription.id, change));
          notify.success(MESSAGES.changesSaved);
          await router.push('/account/');
        }}
        intro={
          <p>
            Mix and match: changes start with the next box that can still be changed.{' '}
            <Link href="/account/">Back to My plan</Link>
          </p>
        }
      />
    </AccountCard>
  );
}
