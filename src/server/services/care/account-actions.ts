import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { recordAudit } from '@/server/admin/audit';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { customers, idempotencyKeys, outboxEmails, staffNotes } from '@/server/db/schema';
import { clockNow } from '@/server/clock';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { sendEmail, type EmailMessage } from '@/server/email/outbox';
import { requestPasswordRecovery } from '../auth/password-recovery';
import { grantCredit } from '../credit/credit-ledger';
import { assertCreditWithinLimits, lockForGrant } from './credit-limits';

/** Larger gestures go through a refund, where the money's way back is recorded. */
export const MAX_CREDIT_CENTS = 20_000;

export const creditSchema = object({
  /** One per credit form on the page: the same click sent twice grants once. */
  idempotency_key: string().trim().min(8).max(100).required(FIELD_REQUIRED),
  // Strict: a JSON number only, never text such as "1e3" converted to one.
  amount: number()
    .strict()
    .typeError('Enter an amount in cents.')
    .integer('Enter an amount in whole cents.')
    .min(1, 'Enter an amount of at least 1 cent.')
    .max(MAX_CREDIT_CENTS, `At most $${MAX_CREDIT_CENTS / 100} of credit at a time.`)
    .required(FIELD_REQUIRED),
  reason: string()
    .trim()
    .min(3, 'Please give a reason.')
    .max(500)
    .required('Please give a reason.'),
});

export const noteSchema = object({
  body: string()
    .trim()
    .min(1, 'Write a note.')
    .max(2000, 'At most 2000 characters.')
    .required('Write a note.'),
});

async function customerOf(db: Database, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new DomainError('not_found', 'No such customer.');
  return customer;
}

export interface CreditGranted {
  balance: number;
  entry_id: number;
}

interface CreditKeyState {
  fingerprint: string;
  result: CreditGranted;
}

const creditKey = (key: string) => `console-credit:${key}`;

/** The request a key stands for: the same key with another amount, reason or customer is a mistake. */
function creditFingerprint(staffId: number, customerId: number, input: CreditInput): string {
  return createHash('sha256')
    .update(JSON.stringify([staffId, customerId, input.amount, input.reason]))
    .digest('hex');
}

const keyReused = () =>
  new DomainError(
    'idempotency_key_reused',
    'This request key was used for another credit. Reload the page to give a new credit.',
  );

type CreditInput = { idempotency_key: string; amount: number; reason: string };

/**
 * Account credit, with its reason and who gave it; taken off the next charged box. Idempotent:
 * under the agent's and the customer's row locks, a key already used answers the first grant's
 * result and grants nothing (a double submit, a retry after a lost answer); the key is written
 * with the grant, in its transaction.
 */
export function addCredit(
  db: Database,
  staffId: number,
  customerId: number,
  input: CreditInput,
): Promise<CreditGranted> {
  const key = creditKey(input.idempotency_key);
  const fingerprint = creditFingerprint(staffId, customerId, input);
  return db.transaction(async (tx) => {
    await lockForGrant(tx, { staffId, customerId });
    const [used] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (used) {
      const state = used.response as CreditKeyState | null;
      if (used.customerId !== customerId || state?.fingerprint !== fingerprint) throw keyReused();
      return state.result;
    }
    await assertCreditWithinLimits(tx, { staffId, customerId, amountCents: input.amount });
    const before = await customerOf(tx, customerId);
    const granted = await grantCredit(tx, {
      customerId,
      amountCents: input.amount,
      reason: input.reason,
      staffId,
    });
    await recordAudit(tx, {
      staffId,
      action: 'customer.credit',
      targetType: 'customer',
      targetId: customerId,
      before: { credit_cents: before.creditCents },
      after: {
        credit_cents: granted!.balanceCents,
        entry_id: granted!.entry.id,
        reason: input.reason,
      },
    });
    const result = { balance: granted!.balanceCents, entry_id: granted!.entry.id };
    // The same key for another customer, committed meanwhile: this grant is rolled back.
    const [kept] = await tx
      .insert(idempotencyKeys)
      .values({
        key,
        customerId,
        status: 201,
        response: { fingerprint, result } satisfies CreditKeyState,
        createdAt: clockNow(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!kept) throw keyReused();
    return result;
  });
}

/** Notes are only ever added: what support knew and when stays as it was written. */
export function addNote(db: Database, staffId: number, customerId: number, body: string) {
  return db.transaction(async (tx) => {
    await customerOf(tx, customerId);
    const [note] = await tx.insert(staffNotes).values({ customerId, staffId, body }).returning();
    await recordAudit(tx, {
      staffId,
      action: 'customer.note',
      targetType: 'customer',
      targetId: customerId,
      after: { note_id: note!.id },
    });
    return { id: note!.id, staff_id: staffId, body, created_at: note!.createdAt.toISOString() };
  });
}

/**
 * Sends one of the customer's emails again as a new outbox row, a copy of the old one: the
 * outbox keeps saying what was sent when, including that it was sent twice.
 */
export function resendEmail(db: Database, staffId: number, customerId: number, emailId: number) {
  return db.transaction(async (tx) => {
    const customer = await customerOf(tx, customerId);
    const [old] = await tx
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.id, emailId), eq(outboxEmails.to, customer.email)));
    if (!old) throw new DomainError('not_found', 'No such email.');
    const id = await sendEmail(tx, {
      to: old.to,
      subject: old.subject,
      text: old.text,
      // A row from before HTML emails has none: delivery then sends the text part only.
      html: old.html ?? '',
      kind: old.kind as EmailMessage['kind'],
    });
    await recordAudit(tx, {
      staffId,
      action: 'email.resend',
      targetType: 'customer',
      targetId: customerId,
      before: { outbox_id: old.id },
      after: { outbox_id: id },
    });
    return { outbox_id: id };
  });
}

/** The customer's own "Forgot password" flow, started for them (same limits, same email). */
export function startPasswordReset(db: Database, staffId: number, customerId: number) {
  return db.transaction(async (tx) => {
    const customer = await customerOf(tx, customerId);
    await requestPasswordRecovery(tx, customer.email);
    await recordAudit(tx, {
      staffId,
      action: 'customer.password_reset',
      targetType: 'customer',
      targetId: customerId,
    });
    return {
      detail: `If no more than 3 links were sent in the past hour, ${customer.email} gets a reset link.`,
    };
  });
}
