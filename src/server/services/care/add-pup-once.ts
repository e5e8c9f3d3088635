import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { ConsoleAddPupInput, ConsoleAddPupResult } from '@/contracts/admin/add-pup';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';
import { createPet } from '../pets/pets-service';
import { clockNow, clockNowMs } from '@/server/clock';

/**
 * How long an add-pup request may run before a retry with its key takes it over: longer than a
 * checkout's own lease, so a retry finds a cut-off checkout ready to be finished or undone.
 */
export const ADD_PUP_LEASE_MS = 60_000;

interface KeyState {
  fingerprint: string;
  pet_id: number;
  result?: ConsoleAddPupResult;
}

export type Begun =
  | { done: ConsoleAddPupResult }
  | { petId: number; key: string }
  | { fresh: true; key: string; fingerprint: string };

const keyOf = (input: ConsoleAddPupInput) => `console-add-pup:${input.idempotency_key}`;

/** The request without its key: the same key with another pup or plan is a mistake (409). */
export function fingerprintOf(customerId: number, input: ConsoleAddPupInput): string {
  const { idempotency_key: _key, ...request } = input;
  const sorted = Object.fromEntries(Object.entries(request).sort(([a], [b]) => (a < b ? -1 : 1)));
  return createHash('sha256')
    .update(JSON.stringify({ customerId, ...sorted }))
    .digest('hex');
}

const reused = () =>
  new DomainError(
    'idempotency_key_reused',
    'This key was used for another request. Start adding the pup again.',
  );

/**
 * Where a request with this key stands: done (its answer again), under way in another request
 * (409), cut off long enough ago to be taken over (its pup), or new.
 */
export async function lookUpKey(
  db: Database,
  customerId: number,
  input: ConsoleAddPupInput,
): Promise<Begun> {
  const key = keyOf(input);
  const fingerprint = fingerprintOf(customerId, input);
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!row) return { fresh: true, key, fingerprint };
  const state = row.response as KeyState | null;
  if (row.customerId !== customerId || state?.fingerprint !== fingerprint) throw reused();
  if (state.result) return { done: state.result };
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ createdAt: clockNow() })
    .where(
      and(
        eq(idempotencyKeys.key, key),
        lte(idempotencyKeys.createdAt, new Date(clockNowMs() - ADD_PUP_LEASE_MS)),
      ),
    )
    .returning();
  if (!taken)
    throw new DomainError(
      'idempotency_conflict',
      'This pup is still being added. Refresh the page in a moment to see it.',
    );
  return { petId: state.pet_id, key };
}

/**
 * Claims the key, then saves the pup, in one transaction: of two requests with one key, one
 * makes the pup; the other waits for it and gets its answer (or 409 while it still runs).
 */
export async function claimKeyWithPup(
  db: Database,
  customerId: number,
  input: ConsoleAddPupInput,
  begun: { key: string; fingerprint: string },
): Promise<Exclude<Begun, { fresh: true }>> {
  const lost = new Error('key taken');
  try {
    const petId = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({
          key: begun.key,
          customerId,
          response: { fingerprint: begun.fingerprint, pet_id: 0 } satisfies KeyState,
          createdAt: clockNow(),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!claimed) throw lost;
      const pet = await createPet(tx, customerId, {
        name: input.name,
        weight: input.weight,
        activity_level: input.activity_level,
        is_neutered: input.is_neutered,
        birth_year: input.birth_year,
        birth_month: input.birth_month,
        allergies: input.allergies,
      });
      await tx
        .update(idempotencyKeys)
        .set({ response: { fingerprint: begun.fingerprint, pet_id: pet.id } satisfies KeyState })
        .where(eq(idempotencyKeys.key, begun.key));
      return pet.id;
    });
    return { petId, key: begun.key };
  } catch (error) {
    if (error !== lost) throw error;
    const again = await lookUpKey(db, customerId, input);
    if ('fresh' in again) throw new DomainError('idempotency_conflict', 'Please try again.');
    return again;
  }
}

/** The answer kept with the key: a retry gets it without charging again. */
export async function finishKey(
  db: Database,
  key: string,
  petId: number,
  result: ConsoleAddPupResult,
): Promise<void> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  const state = row?.response as KeyState;
  await db
    .update(idempotencyKeys)
    .set({ status: 201, response: { ...state, pet_id: petId, result } satisfies KeyState })
    .where(eq(idempotencyKeys.key, key));
}

/** A request that failed before anything was charged lets the same key be tried again. */
export async function forgetKey(db: Database, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}
