import { useRouter } from 'next/router';
import { browserApiClient } from '@/lib/session/api-client';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { changePlan, quotePlanChange, type Subscription } from '@/lib/api-client';
import { MESSAGES } from '@/lib/api-client/messages';
import { notify } from '@/ui/layout/toasts';
import Link from '@/ui/primitives/app-link';
import styled from 'styled-components';
import { color, fontSize, mediaUp, radius, spacing } from '@/ui/theme';
import { AccountFrame } from '../components/account-frame';
import { SubscriptionPage } from '../components/subscription-page';
import type { RecipeOption } from './offered-recipes';
import { RecipesPicker } from './recipes-picker';

export type { RecipeOption };

/** Drawn like a pup's card on My plan, which this page is one step away from. */
const EditorCard = styled.section`
  padding: ${spacing(5)};
  border: 1px solid ${color.line};
  border-radius: ${radius.large};
  background: ${color.surface};
  box-shadow: 0 1px 2px rgb(29 27 25 / 6%);
  > h2 {
    margin: 0 0 ${spacing(2)};
    font-size: ${fontSize['2xl']};
  }
  > p {
    margin: 0;
    color: ${color.inkMuted};
  }
  ${mediaUp('tablet')} {
    padding: ${spacing(8)};
  }
`;

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
    <EditorCard aria-labelledby="recipes-title">
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
    </EditorCard>
  );
}
