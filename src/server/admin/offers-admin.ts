import { readAll } from '@/server/db/read-all';
import { asc, eq } from 'drizzle-orm';
import { date, mixed, number, object, string } from 'yup';
import {
  OFFER_APPLIES_TO,
  OFFER_CATEGORY_VALUES,
  OFFER_TYPE_VALUES,
  type AdminOfferView,
} from '@/contracts/admin/offers';
import { DomainError, ValidationError } from '@/server/errors';
import { validate } from '@/server/api/validation';
import type { Database } from '@/server/db/client';
import { offers, orders, subscriptions, type OfferRow } from '@/server/db/schema';
import { offerStatus } from '@/domain/offer-availability';
import { hasAtMostTwoDecimals, offerAmount, specAmount } from '@/domain/offers';
import { amountColumns, rowAmount } from '@/server/services/catalog/offers';
import { isReferralCode } from '@/server/domain/referrals';
import { recordAudit } from './audit';
import type { StaffCaller } from './staff-auth';
import { clockNow } from '@/server/clock';

const PRODUCT_CATEGORIES = ['FR', 'DY', 'MX', 'TR', 'SP'];

export function adminOfferView(row: OfferRow, now = clockNow()): AdminOfferView {
  return {
    code: row.code,
    category: row.category,
    type: row.type,
    amount: specAmount(rowAmount(row)),
    product_category: row.productCategory,
    starts_at: row.startsAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    applies_to: row.appliesTo,
    uses: row.uses,
    status: offerStatus(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an offer: its terms, not timestamps of no interest. */
const auditShape = (row: OfferRow) => {
  const { created_at: _createdAt, ...terms } = adminOfferView(row);
  return terms;
};

export async function listOffers(db: Database): Promise<AdminOfferView[]> {
  const rows = await db.select().from(offers).orderBy(asc(offers.code));
  const now = clockNow();
  return rows.map((row) => adminOfferView(row, now));
}

const limit = () =>
  number()
    .typeError('Enter a whole number.')
    .integer('Enter a whole number.')
    .min(1, 'At least 1, or leave empty for no limit.')
    .max(1_000_000)
    .nullable()
    .optional();

const termsFields = {
  category: mixed<(typeof OFFER_CATEGORY_VALUES)[number]>().oneOf(
    [...OFFER_CATEGORY_VALUES],
    'Choose MARKETING or REACTIVATION.',
  ),
  type: mixed<(typeof OFFER_TYPE_VALUES)[number]>().oneOf(
    [...OFFER_TYPE_VALUES],
    'Choose a discount type.',
  ),
  amount: number()
    .typeError('Enter an amount.')
    .min(0.01, 'Enter an amount above zero.')
    .max(10_000)
    // Kept in whole cents or basis points: 12.5% is exact, 12.345% is not an amount the shop keeps.
    .test('two-decimals', 'Use at most two decimals.', (value) =>
      value === undefined ? true : hasAtMostTwoDecimals(value),
    ),
  product_category: string()
    .oneOf(PRODUCT_CATEGORIES, 'Choose FR, DY, MX, TR or SP.')
    .nullable()
    .optional(),
  starts_at: date().typeError('Enter a date and time.').nullable().optional(),
  expires_at: date().typeError('Enter a date and time.').nullable().optional(),
  max_uses: limit(),
  max_uses_per_customer: limit(),
  applies_to: mixed<(typeof OFFER_APPLIES_TO)[number]>().oneOf(
    [...OFFER_APPLIES_TO],
    'Choose FIRST_BOX or EVERY_BOX.',
  ),
};

const createSchema = object({
  code: string()
    .trim()
    .uppercase()
    .matches(/^[A-Z0-9_-]{3,40}$/, 'Use 3 to 40 letters, digits, - or _.')
    .required(),
  ...termsFields,
  category: termsFields.category.required(),
  type: termsFields.type.required(),
  amount: termsFields.amount.required(),
  applies_to: termsFields.applies_to.default('FIRST_BOX'),
}).noUnknown('Unknown field.');

const editSchema = object(termsFields).noUnknown('Unknown field.');

type Terms = Partial<{
  category: OfferRow['category'];
  type: OfferRow['type'];
  amount: number;
  product_category: string | null;
  starts_at: Date | null;
  expires_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  applies_to: OfferRow['appliesTo'];
}>;

/** The cross-field rules, checked on the offer as it will be after the change. */
function checkTerms(terms: Required<Terms>): void {
  const errors: Record<string, string[]> = {};
  if (terms.type !== 'DOLLAR_AMOUNT' && terms.amount > 100)
    errors.amount = ['A percentage is at most 100.'];
  if (terms.type === 'CATEGORY_PERCENT_AMOUNT' && !terms.product_category)
    errors.product_category = ['Choose the product category this code discounts.'];
  if (terms.starts_at && terms.expires_at && terms.expires_at <= terms.starts_at)
    errors.expires_at = ['The end must be after the start.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const columns = (terms: Terms) => ({
  ...(terms.category !== undefined ? { category: terms.category } : {}),
  ...(terms.type !== undefined ? { type: terms.type } : {}),
  ...(terms.amount !== undefined && terms.type !== undefined
    ? amountColumns(offerAmount(terms.type, terms.amount))
    : {}),
  ...(terms.product_category !== undefined ? { productCategory: terms.product_category } : {}),
  ...(terms.starts_at !== undefined ? { startsAt: terms.starts_at } : {}),
  ...(terms.expires_at !== undefined ? { expiresAt: terms.expires_at } : {}),
  ...(terms.max_uses !== undefined ? { maxUses: terms.max_uses } : {}),
  ...(terms.max_uses_per_customer !== undefined
    ? { maxUsesPerCustomer: terms.max_uses_per_customer }
    : {}),
  ...(terms.applies_to !== undefined ? { appliesTo: terms.applies_to } : {}),
});

export async function createOffer(
  db: Database,
  caller: StaffCaller,
  body: unknown,
): Promise<AdminOfferView> {
  const input = await validate(createSchema, body);
  if (isReferralCode(input.code))
    throw new ValidationError({
      code: ['This looks like a customer’s referral code. Choose another.'],
    });
  const terms: Required<Terms> = {
    category: input.category,
    type: input.type,
    amount: input.amount,
    product_category:
      input.type === 'CATEGORY_PERCENT_AMOUNT' ? (input.product_category ?? null) : null,
    starts_at: input.starts_at ?? null,
    expires_at: input.expires_at ?? null,
    max_uses: input.max_uses ?? null,
    max_uses_per_customer: input.max_uses_per_customer ?? null,
    applies_to: input.applies_to,
  };
  checkTerms(terms);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offers)
      .values({
        code: input.code,
        category: terms.category,
        type: terms.type,
        ...columns(terms),
      })
      .onConflictDoNothing({ target: offers.code })
      .returning();
    if (!row) throw new DomainError('offer_exists', 'An offer with this code already exists.');
    await recordAudit(tx, {
      staffId: caller.staffId,
      action: 'offers.create',
      targetType: 'offer',
      targetId: row.code,
      after: auditShape(row),
    });
    return adminOfferView(row);
  });
}

async function lockOffer(tx: Database, code: string): Promise<OfferRow> {
  const [row] = await tx
    .select()
    .from(offers)
    .where(eq(offers.code, code.toUpperCase()))
    .for('update');
  if (!row) throw new DomainError('not_found', 'No offer with this code.');
  return row;
}

export async function editOffer(
  db: Database,
  caller: StaffCaller,
  code: string,
  body: unknown,
): Promise<AdminOfferView> {
  const input = await validate(editSchema, body);
  const changes = columns(input as Terms);
  // Unknown fields are dropped by validation: an edit left with nothing to change is the
  // client's mistake, not an UPDATE without columns.
  if (!Object.keys(changes).length && input.amount === undefined)
    throw new ValidationError({ non_field_errors: ['Change at least one field.'] });
  return db.transaction(async (tx) => {
    const before = await lockOffer(tx, code);
    const merged: Required<Terms> = {
      category: input.category ?? before.category,
      type: input.type ?? before.type,
      amount: input.amount ?? specAmount(rowAmount(before)),
      product_category:
        input.product_category !== undefined ? input.product_category : before.productCategory,
      starts_at: input.starts_at !== undefined ? input.starts_at : before.startsAt,
      expires_at: input.expires_at !== undefined ? input.expires_at : before.expiresAt,
      max_uses: input.max_uses !== undefined ? input.max_uses : before.maxUses,
      max_uses_per_customer:
        input.max_uses_per_customer !== undefined
          ? input.max_uses_per_customer
          : before.maxUsesPerCustomer,
      applies_to: input.applies_to ?? before.appliesTo,
    };
    checkTerms(merged);
    const [after] = await tx
      .update(offers)
      // A new type or amount: the amount again in the (new) type's unit, from both as they will be.
      .set(
        input.type !== undefined || input.amount !== undefined
          ? { ...changes, ...columns({ type: merged.type, amount: merged.amount }) }
          : changes,
      )
      .where(eq(offers.code, before.code))
      .returning();
    await recordAudit(tx, {
      staffId: caller.staffId,
      action: 'offers.edit',
      targetType: 'offer',
      targetId: before.code,
      before: auditShape(before),
      after: auditShape(after!),
    });
    return adminOfferView(after!);
  });
}

/** Ends a code now (a code that already ended keeps its end). */
export async function expireOffer(
  db: Database,
  caller: StaffCaller,
  code: string,
): Promise<AdminOfferView> {
  return db.transaction(async (tx) => {
    const before = await lockOffer(tx, code);
    const now = clockNow();
    if (before.expiresAt && before.expiresAt <= now) return adminOfferView(before, now);
    const [after] = await tx
      .update(offers)
      .set({ expiresAt: now })
      .where(eq(offers.code, before.code))
      .returning();
    await recordAudit(tx, {
      staffId: caller.staffId,
      action: 'offers.expire',
      targetType: 'offer',
      targetId: before.code,
      before: auditShape(before),
      after: auditShape(after!),
    });
    return adminOfferView(after!, now);
  });
}

/**
 * Deletes a code nobody has used. A code with uses, or named by an order or a plan, is part of
 * the shop's records: 409, expire it instead.
 */
export async function deleteOffer(db: Database, caller: StaffCaller, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOffer(tx, code);
    const [[order], [plan]] = await readAll(tx, [
      () =>
        tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.couponCode, before.code))
          .limit(1),
      () =>
        tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.offerCode, before.code))
          .limit(1),
    ]);
    const referenced = Boolean(order || plan);
    if (before.uses > 0 || referenced)
      throw new DomainError(
        'offer_in_use',
        'This code has been used, so it cannot be deleted. Expire it instead.',
      );
    await tx.delete(offers).where(eq(offers.code, before.code));
    await recordAudit(tx, {
      staffId: caller.staffId,
      action: 'offers.delete',
      targetType: 'offer',
      targetId: before.code,
      before: auditShape(before),
    });
  });
}
