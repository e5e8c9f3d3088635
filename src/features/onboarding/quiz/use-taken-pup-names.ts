import { useEffect, useState } from 'react';
import { takenPupNames } from '@/domain/pup-names';
import { useCustomerSession } from '@/lib/session/use-customer-session';

/**
 * For a signed-in customer (Add Pup), the names their pups already hold, so a new pup's name is
 * checked where it is typed rather than when the pups are saved. Empty for a visitor, while
 * loading, and if the lookup fails (the save still checks: the API refuses a taken name).
 * `saved` are this quiz's own pups already on the account, whose names are theirs to keep.
 */
export function useTakenPupNames(saved: readonly number[]): string[] {
  const { customer } = useCustomerSession();
  const customerId = customer?.id;
  const [found, setFound] = useState<{
    pets: { id: number; name: string }[];
    plans: { petId: number; status: string }[];
  } | null>(null);
  useEffect(() => {
    if (!customerId) return;
    let live = true;
    // Loaded on demand: the quiz's first load carries no API client.
    void Promise.all([import('@/lib/api-client'), import('@/lib/session/api-client')])
      .then(([api, session]) => {
        const client = session.browserApiClient();
        return Promise.all([api.listPets(client, customerId), api.listSubscriptions(client)]);
      })
      .then(([pets, plans]) => {
        if (live)
          setFound({
            pets,
            plans: plans.map((plan) => ({ petId: plan.pet_id, status: plan.status })),
          });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [customerId]);
  return found && customerId ? takenPupNames(found.pets, found.plans, saved) : [];
}
