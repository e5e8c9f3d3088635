import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverEnv } from '@/env/server';
import { DomainError } from '@/server/errors';
import type { ChatIdentity } from '@/contracts/chat';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { displayFirstName } from '@/domain/customer-name';

export const identityHash = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(userId).digest('hex');

/**
 * The first name the chat may use: the one the API shows, so a placeholder some acquisition flows
 * stored ('pup parent', 'acquisition') counts as no first name (spec section 3).
 */
export const chatName = (customer: { firstName: string }) =>
  displayFirstName(customer.firstName).trim();

/** Customer data goes to chat only when both are there (spec section 5). */
export const canShareWithChat = (customer: { firstName: string; email: string }) =>
  chatName(customer) !== '' && customer.email.trim() !== '';

/**
 * Who the signed-in customer is to the chat messenger, signed so nobody can pose as them. Without
 * an identity secret, or without a first name and email, there is nothing to share (404): the
 * messenger then opens as an anonymous visitor.
 */
export async function getChatIdentity(
  db: Database,
  customerId: number,
  secret = serverEnv().intercomIdentitySecret,
): Promise<ChatIdentity> {
  if (!secret) throw new DomainError('not_found', 'Chat identity verification is not configured.');
  const [customer] = await db
    .select({ firstName: customers.firstName, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer || !canShareWithChat(customer)) throw new DomainError('not_found');
  const userId = String(customerId);
  return {
    user_id: userId,
    email: customer.email,
    name: chatName(customer),
    user_hash: identityHash(secret, userId),
  };
}
