import { serverEnv } from '@/env';
import { longDate } from '@/lib/format/date';
import type { Database } from '@/server/db/client';
import { CARRIER_NAMES, type Carrier } from '@/server/domain/tracking-numbers';
import { sendEmail } from '@/server/email/outbox';

/** Written in the transaction that marks the box shipped, so it goes out once per shipment. */
export function sendShippedEmail(
  db: Database,
  input: {
    email: string;
    firstName: string;
    pupName: string;
    deliveryDate: string;
    carrier: Carrier;
    trackingNumber: string;
    trackingUrl: string;
  },
) {
  const account = `${serverEnv().siteUrl.replace(/\/$/, '')}/account/`;
  return sendEmail(db, {
    to: input.email,
    kind: 'notice',
    subject: `${input.pupName}’s box has shipped`,
    text: [
      `Hi${input.firstName ? ` ${input.firstName}` : ''},`,
      '',
      `${input.pupName}’s box is on its way with ${CARRIER_NAMES[input.carrier]} and should arrive on ${longDate(input.deliveryDate)}.`,
      `Tracking number: ${input.trackingNumber}`,
      `Track it: ${input.trackingUrl}`,
      '',
      `Your order history is at ${account}.`,
      '',
      'The Ollie Canine Care team',
    ].join('\n'),
  });
}
