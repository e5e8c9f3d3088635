import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOG } from './catalog';
import { renderTemplate } from './define-email';
import { absoluteUrl } from './links';
import { SAMPLES } from './samples';
import { orderConfirmationEmail } from './order-confirmation-email';
import { renewalTerms } from '@/domain/renewal-terms';
import { priceChange } from '@/domain/price-change';
import { priceChangeEmail } from './price-change-email';
import { boxChangedEmail, type BoxChangedProps } from './box-changed-email';
import { refundEmail } from './refund-email';
import { formatCents } from '@/domain/format/money';

async function rendered(id: string) {
  const entry = EMAIL_CATALOG.find((candidate) => candidate.id === id)!;
  return renderTemplate(entry.template, entry.sample as never);
}

/**
 * Every template: one layout (wordmark, support contacts, postal address), images only from the
 * shop's own origin, as PNG (many clients refuse SVG), sized and with alt text.
 */
async function checkLayout(id: string, audience: 'customer' | 'staff' = 'customer') {
  const email = await rendered(id);
  expect(email.html).toMatch(/^<!DOCTYPE html/);
  for (const [image] of email.html.matchAll(/<img[^>]*>/g)) {
    expect(image).toMatch(new RegExp(`src="${absoluteUrl('/images/email/')}[a-z/-]+\\.png"`));
    expect(image).toMatch(/alt="[^"]+"/);
    expect(image).toMatch(/width="\d+"/);
  }
  if (audience === 'customer') {
    expect(email.text).toContain('caninecare@ollie.example');
    expect(email.text).toContain('1-844-886-5543');
  }
  expect(email.text).toContain('418 Larkspur Mill Road');
  // The snapshot names no origin, so it holds whatever NEXT_PUBLIC_SITE_URL the run has.
  expect(email.text.replaceAll(absoluteUrl('/').replace(/\/$/, ''), '<site>')).toMatchSnapshot();
  // Every link is absolute.
  for (const [, href] of email.html.matchAll(/href="([^"]+)"/g))
    expect(href).toMatch(/^(https?:\/\/|mailto:|tel:)/);
  return email;
}

describe('email templates', () => {
  it('welcome: back to the quiz', async () => {
    const email = await checkLayout('welcome');
    expect(email.subject).toBe('Welcome to Ollie');
    expect(email.text).toContain(absoluteUrl('/onboarding/'));
  });

  it('order confirmation: lines, totals, each pup’s renewal and how to cancel', async () => {
    const email = await checkLayout('order-confirmation');
    expect(email.subject).toBe('Your Ollie order #1042 is confirmed');
    expect(email.text).toContain('Sweet potato chews × 2: $18.00');
    expect(email.text).toContain('Discount (WELCOME50): -$39.00');
    expect(email.text).toContain('Total charged: $42.12');
    expect(email.text).toContain(
      'Then Biscuit’s box renews every 2 weeks at $64.80 ($60.00 plus $4.80 tax).',
    );
    expect(email.text).toContain('cancel your plan');
  });

  it('order confirmation: each pup’s recipe art and the timeline to the first renewal', async () => {
    const email = await rendered('order-confirmation');
    expect(email.html).toContain(`src="${absoluteUrl('/images/email/recipes/fresh-beef.png')}"`);
    expect(email.html).toContain(`src="${absoluteUrl('/images/email/recipes/fresh-chicken.png')}"`);
    const steps = ['Cooked and packed', 'Shipped', 'Arrives Thursday, December 3', 'First renewal'];
    const at = steps.map((step) => email.text.indexOf(step));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Charged on the renewal schedule's day, four days before the box arrives.
    expect(email.text).toContain(
      'Biscuit’s next box: $64.80 charged on Sunday, December 13, to arrive on Thursday, December 17.',
    );
    // The email is the receipt: no "the receipt is in your inbox" step.
    expect(email.text).not.toContain('The receipt is in your inbox');
  });

  it('states no tax as $0.00, not FREE (FREE is for prices)', async () => {
    const render = (id: string, sample: object) =>
      renderTemplate(EMAIL_CATALOG.find((entry) => entry.id === id)!.template, sample as never);
    const order = SAMPLES.orderConfirmation.order;
    const repeat = {
      every_weeks: 2,
      box: { subtotal: 6000, tax: 0, total: 6000 },
      other_box: null,
    };
    const untaxed = await render('order-confirmation', {
      ...SAMPLES.orderConfirmation,
      order: {
        ...order,
        tax: 0,
        total: order.total - order.tax,
        subscriptions: [{ ...order.subscriptions[0]!, repeat }],
      },
      terms: renewalTerms([{ pet_name: 'Biscuit', repeat }], order.delivery_date, true),
    });
    expect(untaxed.text).toContain('Tax: $0.00');
    expect(untaxed.text).toContain('at $60.00 ($60.00 plus $0.00 tax)');
    expect(untaxed.text).not.toMatch(/Tax: FREE|no sales tax/);
    const receipt = await render('receipt', {
      ...SAMPLES.receipt,
      box: { ...SAMPLES.receipt.box, tax: 0, total: SAMPLES.receipt.box.total - 586 },
    });
    expect(receipt.text).toContain('Tax: $0.00');
  });

  it('renewal reminder: amount, date, skip link, the end of the first-box discount', async () => {
    const email = await checkLayout('renewal-reminder');
    expect(email.subject).toBe('Biscuit’s next box arrives on Thursday, December 3');
    expect(email.text).toContain(
      'We will charge $78.86 to your card on file on Sunday, November 29',
    );
    expect(email.text).toContain('Account credit: -$5.00');
    expect(email.text).toContain('$78.86 instead of $42.12');
    expect(email.text).toContain(absoluteUrl('/skip-box/?token=sample'));
    expect(email.html).toContain(`href="${absoluteUrl('/skip-box/?token=sample')}"`);
  });

  it('receipt: what was charged', async () => {
    const email = await checkLayout('receipt');
    expect(email.text).toContain('Total charged: $78.86');
    expect(email.text).toContain('arrives on Thursday, December 3');
  });

  it('payment failed: the update-card link and the retry date', async () => {
    const email = await checkLayout('payment-failed');
    expect(email.text).toContain('insufficient funds');
    expect(email.text).toContain('We will try again on Monday, November 30.');
    expect(email.html).toContain(`href="${absoluteUrl('/account/edit-payment/')}"`);
  });

  it('authentication needed: the confirm-payment page for that payment intent', async () => {
    const email = await checkLayout('authentication-needed');
    expect(email.text).toContain('$78.86');
    expect(email.text).toContain('please confirm it by Tuesday, December 1');
    expect(email.html).toContain(
      `href="${absoluteUrl('/account/authenticate-payment/?payment_intent=pi_sample123')}"`,
    );
  });

  it('shipped: carrier, tracking number and link, order number', async () => {
    const email = await checkLayout('shipped');
    expect(email.subject).toBe('Biscuit and Pepper’s box is on its way');
    expect(email.text).toContain('Order #1077 has shipped');
    expect(email.text).toContain('UPS');
    expect(email.text).toContain('1Z999AA10123456784');
    expect(email.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
  });

  it('delivered: when and by whom, keep it cold, where to report a problem', async () => {
    const email = await checkLayout('delivered');
    expect(email.subject).toBe('Biscuit’s box has arrived');
    expect(email.text).toContain('Order #1077 was delivered');
    expect(email.text).toContain('UPS left Biscuit’s box at your door on Tuesday, March 4.');
    expect(email.html).toContain(`href="${absoluteUrl('/account/')}"`);
  });

  it('box cancelled: the box is not sent, what went back where, the plan carries on', async () => {
    const email = await checkLayout('box-cancelled');
    expect(email.subject).toBe('Order #1077 is cancelled');
    expect(email.text).toContain('$42.12 goes back to your card');
    expect(email.text).toContain('$10.00 is back in your account credit');
  });

  it('box changed: what the box holds now and what became of the difference', async () => {
    const email = await checkLayout('box-changed');
    expect(email.subject).toBe('Order #1077 has changed');
    expect(email.text).toContain('arriving on Thursday, December 3');
    expect(email.text).toContain(
      'We charged the difference, $12.99, to your Visa card ending in 4242.',
    );
    const other = (money: BoxChangedProps['money']) =>
      renderTemplate(boxChangedEmail, { ...SAMPLES.boxChanged, money });
    expect((await other({ kind: 'refunded', cents: 500 })).text).toContain(
      '$5.00 goes back to your card',
    );
    expect((await other({ kind: 'credited', cents: 500 })).text).toContain(
      '$5.00 is back in your account credit.',
    );
    expect((await other({ kind: 'not_charged_yet' })).text).toContain(
      `${formatCents(SAMPLES.boxChanged.box.total)} is what we charge when it does.`,
    );
  });

  it('refund: how much, for which order, and where it goes', async () => {
    const email = await checkLayout('refund');
    expect(email.subject).toBe('Your refund for order #1077');
    expect(email.text).toContain('We have refunded $15.00 for order #1077.');
    expect(email.text).toContain('It goes back to your Visa card ending in 4242');
    const toCredit = await renderTemplate(refundEmail, {
      ...SAMPLES.refund,
      destination: 'credit',
      card: null,
    });
    expect(toCredit.text).toContain('It is in your account credit');
  });

  it('delivery moved: the old and the new date', async () => {
    const email = await checkLayout('delivery-moved');
    expect(email.subject).toBe('Biscuit’s box moves to Tuesday, December 29');
    expect(email.text).toContain('arrives on Tuesday, December 29 instead');
  });

  it('cancellation: nothing more is charged', async () => {
    const email = await checkLayout('cancellation');
    expect(email.subject).toBe('Biscuit’s plan is cancelled');
    expect(email.text).toContain('nothing more will be charged');
  });

  it('order confirmation: each pup’s lines under that pup, in the text part too', async () => {
    const sub = SAMPLES.orderConfirmation.order.subscriptions[0]!;
    const email = await renderTemplate(orderConfirmationEmail, {
      ...SAMPLES.orderConfirmation,
      order: {
        ...SAMPLES.orderConfirmation.order,
        items: [
          { pet_id: 1, product_name: 'Rex fresh plan', quantity: 1, total_price: 6000 },
          { pet_id: 2, product_name: 'Mochi baked plan', quantity: 1, total_price: 4000 },
          { pet_id: 1, product_name: 'Sweet Potato Slices', quantity: 1, total_price: 900 },
          { pet_id: 2, product_name: 'Beef jerky', quantity: 2, total_price: 1800 },
        ],
        subscriptions: [
          { ...sub, pet_id: 1, pet_name: 'Rex' },
          { ...sub, pet_id: 2, pet_name: 'Mochi', sku: 'DY_900_10_0_baked-beef' },
        ],
      },
    });
    const at = (text: string) => {
      const index = email.text.indexOf(text);
      expect(index, text).toBeGreaterThanOrEqual(0);
      return index;
    };
    const order = [
      'Rex’s box',
      'Rex fresh plan',
      'Sweet Potato Slices',
      'Mochi’s box',
      'Mochi baked plan',
      'Beef jerky × 2',
      'Subtotal',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(email.text).toContain(absoluteUrl('/account/feeding-guide/'));
  });

  it('password reset: the reset link', async () => {
    const email = await checkLayout('password-reset');
    expect(email.text).toContain(absoluteUrl('/auth/reset-password/?id=7&token=sample'));
  });

  it('referral invitation: the code and the link', async () => {
    const email = await checkLayout('referral-invitation');
    expect(email.subject).toBe('Maya sent you 50% off fresh dog food');
    expect(email.text).toContain('MAYA-7Q2K');
    expect(email.text).toContain(absoluteUrl('/onboarding/?offer_code=MAYA-7Q2K'));
    // The friend has no plan yet: nothing sends them to My plan.
    expect(email.text).not.toContain('My plan');
    expect(email.html).not.toContain('My plan');
  });

  it('price change: old and new amounts, why, how to change or cancel', async () => {
    const email = await checkLayout('price-change');
    expect(email.subject).toBe('Biscuit’s next box will cost $64.80');
    expect(email.text).toContain('$64.80, up from $42.12');
    expect(email.text).toContain('the $22.68 discount on your last box has ended');
    expect(email.text).toContain('cancel your plan');
  });

  it('price change of one cent: a discount a cent smaller has not ended, and the notice says so', async () => {
    const email = await renderTemplate(priceChangeEmail, {
      ...SAMPLES.priceChange,
      ...priceChange(
        { lines: [{ sku: 'BEEF-2W', quantity: 2, unit_cents: 3000 }], discount: 1001, total: 4999 },
        { lines: [{ sku: 'BEEF-2W', quantity: 2, unit_cents: 3000 }], discount: 1000, total: 5000 },
      )!,
    });
    expect(email.text).toContain(
      '$50.00, up from $49.99 for the last one, because the discount on this box is $10.00, down from $10.01 on the last one.',
    );
    expect(email.text).not.toContain('ended');
  });

  it('offer applied: which offer, which box, how much off, and that later boxes are as before', async () => {
    const email = await checkLayout('offer-applied');
    expect(email.subject).toBe('An offer on Biscuit’s next box: $20.00 off');
    expect(email.text).toContain(
      'We have put the offer SAVE20 on Biscuit’s box arriving on Thursday, December 17: it takes $20.00 off, so that box costs $44.80. The boxes after it are charged as before.',
    );
  });

  it('card expiry: which card, when, and the update-card link', async () => {
    const email = await checkLayout('card-expiry');
    expect(email.text).toContain('Visa card ending in 4242 expires at the end of 12/2026');
    expect(email.text).toContain('Thursday, January 7');
    expect(email.html).toContain(`href="${absoluteUrl('/account/edit-payment/')}"`);
  });

  it('yearly reminder: product, amount, cadence and how to cancel', async () => {
    const email = await checkLayout('yearly-reminder');
    expect(email.text).toContain(
      'Biscuit’s Beef Recipe box renews automatically every 2 weeks, at $64.80',
    );
    expect(email.text).toContain('cancel your plan');
  });

  it('staff invitation: the one-time set-up link', async () => {
    const email = await checkLayout('staff-invitation', 'staff');
    // Staff are not customers: no Canine Care line, hours or My plan in the footer.
    expect(email.text).not.toMatch(/caninecare@|My plan|Canine Care team|Monday to Friday/);
    expect(email.text).toContain(
      'owner@ollie.example has invited you to the Ollie console as support',
    );
    expect(email.html).toContain(`href="${absoluteUrl('/admin/setup/?token=sample')}"`);
  });

  it('puppy check-in: age, the month’s calories, portion and price, nothing changed unasked', async () => {
    const email = await checkLayout('puppy-check-in');
    expect(email.subject).toBe('Pip is 4 months old: time for a weigh-in');
    expect(email.text).toContain('needs about 712 kcal a day');
    expect(email.text).toContain('356 g fresh');
    expect(email.text).toContain('$41.23');
    expect(email.text).toContain('Nothing changes until you confirm it.');
    expect(email.text).toContain(absoluteUrl('/account/'));
  });

  it('claim received: the report, the remedy asked for, the review', async () => {
    const email = await checkLayout('claim-received');
    expect(email.subject).toBe('We received your report about order #1077');
    expect(email.text).toContain('(warm on arrival)');
    expect(email.text).toContain('$54.00 of account credit');
    expect(email.text).toContain(absoluteUrl('/account/'));
  });

  it('claim approved: a reship names its items and its date', async () => {
    const email = await checkLayout('claim-approved');
    expect(email.subject).toBe('We are sending order #1077’s items again');
    expect(email.text).toContain('Biscuit’s 2-week plan again, free of charge');
    expect(email.text).toMatch(/arrives on \w+, January 12/);
  });

  it('claim declined: the reason', async () => {
    const email = await checkLayout('claim-declined');
    expect(email.text).toContain(
      'Our reason: The tracking shows the box was delivered on time and cold.',
    );
  });

  it('has a test above for every template in the catalogue', () => {
    expect(EMAIL_CATALOG.map((entry) => entry.id)).toHaveLength(24);
  });
});

describe('every greeting', () => {
  // Placeholder names some acquisition flows stored (spec 3) never reach a person.
  it.each(['pup parent', 'Acquisition', ' Pup Parent '])(
    'reads "Hi there," for %j',
    async (name) => {
      const greeted = EMAIL_CATALOG.filter(
        (entry) => typeof (entry.sample as { firstName?: unknown }).firstName === 'string',
      );
      expect(greeted.map((entry) => entry.id)).toEqual(
        expect.arrayContaining(['welcome', 'password-reset', 'order-confirmation']),
      );
      for (const entry of greeted) {
        const email = await renderTemplate(entry.template, {
          ...(entry.sample as object),
          firstName: name,
        } as never);
        expect(email.text, entry.id).toContain('Hi there,');
        expect(email.text.toLowerCase(), entry.id).not.toMatch(/pup parent|acquisition/);
      }
    },
  );

  it('greets a real name', async () => {
    const entry = EMAIL_CATALOG.find((candidate) => candidate.id === 'welcome')!;
    const email = await renderTemplate(entry.template, { firstName: 'Maya' } as never);
    expect(email.text).toContain('Hi Maya,');
  });
});
