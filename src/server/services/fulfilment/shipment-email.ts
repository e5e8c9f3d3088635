import type { Database } from '@/server/db/client';
import { CARRIER_NAMES, type Carrier } from '@/domain/tracking-numbers';
import { sendTemplate } from '@/server/email/templates/define-email';
import { shippedEmail } from '@/server/email/templates/shipped-email';

/** Written in the transaction that marks the box shipped, so it goes out once per shipment. */
export function sendShippedEmail(
  db: Database,
  input: {
    email: string;
    firstName: string;
    pupName: string;
    orderId: number;
    carrier: Carrier;
    trackingNumber: string;
    trackingUrl: string;
  },
) {
  return sendTemplate(db, input.email, shippedEmail, {
    firstName: input.firstName,
    petNames: [input.pupName],
    // 'Other carrier' reads oddly in a sentence; the tracking link names the real one.
    carrier: input.carrier === 'other' ? 'our delivery partner' : CARRIER_NAMES[input.carrier],
    trackingNumber: input.trackingNumber,
    trackingUrl: input.trackingUrl,
    orderNumber: input.orderId,
  });
}
