import { MESSAGES } from '@/lib/api-client/messages';
import { usePaymentMethods } from '@/lib/resources/use-customer-resources';
import { AsyncContent } from '@/ui/async-content';
import { notify } from '@/ui/layout/toasts';
import Link from '@/ui/primitives/app-link';
import { CardIcon, PlusCardIcon } from '@/ui/primitives/icons';
import { AccountFrame } from '../components/account-frame';
import { AccountPanel } from '../components/account-panel';
import { NewCardForm } from './new-card-form';
import { SavedCards } from './saved-cards';

/** /account/edit-payment/: saved cards, the default, and a new card (saved and made default). */
export function EditPaymentView() {
  return (
    <AccountFrame title="Payment method">
      {(session) => <PaymentMethods customerId={session.id} />}
    </AccountFrame>
  );
}

function PaymentMethods({ customerId }: { customerId: number }) {
  const cards = usePaymentMethods(customerId);
  return (
    <>
      <AccountPanel id="saved-cards-title" icon={<CardIcon />} title="Your cards">
        <AsyncContent resources={{ cards }} loadingLabel="Loading your cards…" spinnerSize={0}>
          {(loaded) => (
            <SavedCards
              customerId={customerId}
              cards={loaded.cards}
              onChange={() => void cards.mutate()}
            />
          )}
        </AsyncContent>
        <p>
          Every box is charged to the default card a few days before it ships.{' '}
          <Link href="/account/">Back to My plan</Link>
        </p>
      </AccountPanel>
      <AccountPanel id="new-card-title" icon={<PlusCardIcon />} title="Add a card">
        <NewCardForm
          customerId={customerId}
          submitLabel="Save card"
          askDefault
          onSaved={(card) => {
            notify.success(
              card.is_default
                ? `${MESSAGES.changesSaved}. Your card ending in ${card.card_number} is now the default.`
                : `${MESSAGES.changesSaved}. Your card ending in ${card.card_number} is saved.`,
            );
            void cards.mutate();
          }}
        />
      </AccountPanel>
    </>
  );
}
