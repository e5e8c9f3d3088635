import { readAll } from '@/server/db/read-all';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, pets } from '@/server/db/schema';
import { cancellationEmail } from '@/server/email/templates/cancellation-email';
import { sendTemplate } from '@/server/email/templates/define-email';

export async function sendCancellationConfirmation(
  db: Database,
  customerId: number,
  petId: number,
) {
  const [[customer], [pet]] = await readAll(db, [
    () => db.select().from(customers).where(eq(customers.id, customerId)),
    () => db.select({ name: pets.name }).from(pets).where(eq(pets.id, petId)),
  ]);
  if (!customer) return;
  await sendTemplate(db, customer.email, cancellationEmail, {
    firstName: customer.firstName,
    petName: pet?.name ?? 'your pup',
  });
}
