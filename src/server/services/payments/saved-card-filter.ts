import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { paymentMethods } from '@/server/db/schema';

/**
 * The customer's cards kept on file (a payment or setup with them succeeded), leaving out cards
 * only entered for a payment that has not gone through: only these are listed, made the default
 * or charged for renewals.
 */
export const savedCardOf = (customerId: number) =>
  and(eq(paymentMethods.customerId, customerId), isNotNull(paymentMethods.savedAt));

/** The card renewals charge: the default saved card, else the newest saved one (a list of 0 or 1). */
export const renewalCardOf = (db: Database, customerId: number) =>
  db
    .select()
    .from(paymentMethods)
    .where(savedCardOf(customerId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
    .limit(1);
