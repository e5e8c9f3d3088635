import { and, eq, isNotNull } from 'drizzle-orm';
import { paymentMethods } from '@/server/db/schema';

/**
 * The customer's cards kept on file (a payment or setup with them succeeded), leaving out cards
 * only entered for a payment that has not gone through: only these are listed, made the default
 * or charged for renewals.
 */
export const savedCardOf = (customerId: number) =>
  and(eq(paymentMethods.customerId, customerId), isNotNull(paymentMethods.savedAt));
