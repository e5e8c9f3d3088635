import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { serverEnv } from '@/env';
import type { Database } from '@/server/db/client';
import type { NextBox } from '@/domain/next-box';
import { sendEmail } from '@/server/email/outbox';

interface Recipient {
  email: string;
  firstName: string;
}

const hello = (to: Recipient) => `Hi${to.firstName ? ` ${to.firstName}` : ''},`;
const signOff = ['', 'The Ollie Canine Care team'];
const link = (path: string) => `${serverEnv().siteUrl.replace(/\/$/, '')}${path}`;

type BoxTotals = Pick<NextBox, 'lines' | 'subtotal' | 'discount' | 'credit' | 'tax' | 'total'>;

function boxLines(box: BoxTotals) {
  return [
    ...box.lines.map(
      (line) =>
        `- ${line.product_name}${line.quantity > 1 ? ` × ${line.quantity}` : ''}: ${formatCents(line.total_cents)}`,
    ),
    '',
    `Subtotal: ${formatCents(box.subtotal)}`,
    ...(box.discount ? [`Welcome-back offer: -${formatCents(box.discount)}`] : []),
    ...(box.credit ? [`Referral credit: -${formatCents(box.credit)}`] : []),
    `Tax: ${formatCents(box.tax)}`,
    `Total: ${formatCents(box.total)}`,
  ];
}

/** Sent a few days before the card is charged, while the box can still be changed. */
export function sendRenewalReminder(
  db: Database,
  to: Recipient,
  input: {
    petName: string;
    deliveryDate: string;
    changeBy: string;
    chargeDate: string;
    box: NextBox;
  },
) {
  return sendEmail(db, {
    to: to.email,
    kind: 'renewal_reminder',
    subject: `${input.petName}’s next box arrives on ${longDate(input.deliveryDate)}`,
    text: [
      hello(to),
      '',
      `${input.petName}’s next box is on its way to the kitchen. We will charge your card on file on ${longDate(input.chargeDate)}:`,
      '',
      ...boxLines(input.box),
      '',
      `Want to change recipes, add extras or skip this box? You can until ${longDate(input.changeBy)} at ${link('/account/')}.`,
      ...signOff,
    ].join('\n'),
  });
}

export function sendRenewalReceipt(
  db: Database,
  to: Recipient,
  input: { orderId: number; petName: string; deliveryDate: string; box: BoxTotals },
) {
  return sendEmail(db, {
    to: to.email,
    kind: 'order_confirmation',
    subject: `Your Ollie order #${input.orderId} is confirmed`,
    text: [
      hello(to),
      '',
      `${input.petName}’s box is paid and arrives on ${longDate(input.deliveryDate)}.`,
      '',
      ...boxLines(input.box),
      ...signOff,
    ].join('\n'),
  });
}

/** A declined renewal: when it is tried again (or that the plan is paused) and how to fix it. */
export function sendChargeFailed(
  db: Database,
  to: Recipient,
  input: { petName: string; reason: string; retryAt: Date | null },
) {
  const next = input.retryAt
    ? `We will try again on ${longDate(input.retryAt.toISOString().slice(0, 10))}.`
    : `We have paused ${input.petName}’s plan so nothing more is charged. Resume it from My plan once your card is updated.`;
  return sendEmail(db, {
    to: to.email,
    kind: 'notice',
    subject: `We couldn’t charge your card for ${input.petName}’s box`,
    text: [
      hello(to),
      '',
      `Your card was declined for ${input.petName}’s next box (${input.reason}). ${next}`,
      '',
      `Update your card at ${link('/account/edit-payment/')} and we will use the new one.`,
      ...signOff,
    ].join('\n'),
  });
}
