import type { ConsoleAddPupTerms, ConsoleAddPupTermsInput } from '@/contracts/admin/add-pup';
import { renewalTerms, TERMS_VERSION } from '@/domain/renewal-terms';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { addresses } from '@/server/db/schema';
import { taxAddressOf } from '@/server/tax/tax-service';
import { ValidationError } from '@/server/errors';
import { checkCoupon } from '../cart/cart-service';
import { ensureCart } from '../cart/cart-repository';
import { priceCart } from '../cart/price-cart';
import { assertOfferedFirstDay, customerAndCard } from './add-pup-quote';

/** The cart key of a pup not saved yet: no saved pup has id 0. */
const UNSAVED_PUP = 0;

/**
 * The renewal terms of adding this pup, word for word as its consent will hold them, for the
 * agent to read out before the customer agrees (as a restart's terms are). Made the way adding
 * makes them: the customer's cart as adding replaces it (this pup's plan alone, the agent's code
 * or none, taxed at the saved address as checkout does) priced by priceCart, which checkout snapshots, and
 * worded by renewalTerms on the first box's day, which recordConsents stores. Writes nothing.
 */
export async function consoleAddPupTerms(
  db: Database,
  customerId: number,
  input: ConsoleAddPupTermsInput,
): Promise<ConsoleAddPupTerms> {
  await customerAndCard(db, customerId);
  await assertOfferedFirstDay(db, input.delivery_date);
  const couponCode = await checkCoupon(db, customerId, input.coupon_code || null, {
    remember: false,
  });
  const cart = await ensureCart(db, customerId);
  const [address] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .limit(1);
  // Checkout taxes the cart at the saved address (resyncTaxes) before it prices it.
  const taxAddress = address ? taxAddressOf(address) : null;
  const priced = await priceCart(
    db,
    {
      ...cart,
      taxAddress,
      taxState: taxAddress?.state ?? null,
      lineItems: [],
      subscriptions: { [String(UNSAVED_PUP)]: { pet_id: UNSAVED_PUP, sku: input.sku, addons: [] } },
      couponCode,
    },
    [{ id: UNSAVED_PUP, name: input.name }],
  );
  const plans = Object.values(priced.subscriptions);
  if (plans.length === 0) throw new ValidationError({ sku: ['Choose a plan for the pup.'] });
  return {
    terms_version: TERMS_VERSION,
    terms_text: renewalTerms(plans, input.delivery_date, Boolean(priced.tax_state)),
  };
}
