import { and, eq, ne } from 'drizzle-orm';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs/job-queue';
import { syncChatContactInBackground } from '../chat/contact-sync';
import type { CustomerView } from '@/contracts/customers';
import { toCustomerView } from './customer-view';
import { clockNow } from '@/server/clock';

export interface CustomerUpdate {
  first_name?: string;
  last_name?: string;
  email?: string;
  is_sms?: boolean;
}

/** Changes the caller's name, email or text-message choice; an email another account uses is a 409 email_conflict. */
export async function updateCustomer(
  db: Database,
  jobs: JobQueue | undefined,
  id: number,
  input: CustomerUpdate,
): Promise<CustomerView> {
  if (input.email) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, input.email), ne(customers.id, id)))
      .limit(1);
    if (taken)
      throw new DomainError('email_conflict', 'Another account already uses this email address.');
  }
  const changes = {
    ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
    ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.is_sms !== undefined ? { isSms: input.is_sms } : {}),
    updatedAt: clockNow(),
  };
  try {
    const [row] = await db.update(customers).set(changes).where(eq(customers.id, id)).returning();
    if (!row) throw new DomainError('not_found');
    if (input.first_name !== undefined || input.email) void syncChatContactInBackground(row, jobs);
    return toCustomerView(row, { includeSms: true, includePassword: true });
  } catch (error) {
    // Two accounts claiming one email at the same moment: the unique index decides.
    if ((error as { code?: string }).code === '23505')
      throw new DomainError('email_conflict', 'Another account already uses this email address.');
    throw error;
  }
}
