import { browserApiClient } from '@/lib/session/api-client';
import { getSnapshot } from '@/lib/session/session-store';
import { signInWith } from '@/lib/session/sign-in';
import { ApiError, createPet, toApiError, updatePet } from '@/lib/api-client';
import type { PetInput } from '@/contracts/pets';
import { toPetInput } from '@/ui/forms/pup/pup-answer-fields';
import type { QuizState } from './quiz-state';

export type SaveQuizResult =
  { ok: true; petIds: Record<string, number> } | { ok: false; error: ApiError };

/**
 * The owner step's submit: registers the visitor as a lead (NextAuth's register callback) unless
 * they are signed in, then saves each pup to the account (updating the ones saved before).
 */
export async function saveQuiz(state: QuizState): Promise<SaveQuizResult> {
  if (getSnapshot().status !== 'authenticated') {
    const registered = await signInWith('register', {
      first_name: state.owner.firstName.trim(),
      email: state.owner.email.trim(),
      customer_group_id: '',
      pup_count: String(state.pups.length),
    });
    if (!registered.ok) {
      const kind = registered.error === 'CustomerExists' ? 'customerExists' : 'client';
      return {
        ok: false,
        error: new ApiError(registered.error === 'InvalidEmail' ? 'invalidEmail' : kind, {
          code: registered.error,
          status: registered.status,
        }),
      };
    }
  }
  const customerId = getSnapshot().user?.id;
  if (!customerId) return { ok: false, error: new ApiError('client') };
  const client = browserApiClient();
  const petIds: Record<string, number> = {};
  try {
    for (const pup of state.pups) {
      const input = toPetInput(pup) as unknown as PetInput;
      const saved = pup.petId
        ? await updatePet(client, customerId, pup.petId, input).catch((error: unknown) => {
            // Saved under another account (the browser was shared): add it to this one.
            if (error instanceof ApiError && error.status === 404)
              return createPet(client, customerId, input);
            throw error;
          })
        : await createPet(client, customerId, input);
      petIds[pup.key] = saved.id;
    }
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
  return { ok: true, petIds };
}
