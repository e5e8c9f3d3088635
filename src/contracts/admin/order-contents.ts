import { array, boolean, number, object, string, type InferType } from 'yup';
import { ADDON_MAX_QUANTITY } from '@/domain/addon-limits';
import { FIELD_REQUIRED } from '@/domain/field-messages';

const RECIPE_KEYS = array(string().trim().max(40).required(FIELD_REQUIRED))
  .max(5, 'Choose up to 5 recipes.')
  .default([]);

/**
 * POST /api/admin/orders/{id}/contents/: an order's recipes and extras, before it is packed.
 * `preview: true` answers what the edit would do and changes nothing; otherwise it is applied,
 * the difference charged to the saved card or refunded. `extras` is the whole list the box should
 * hold (quantity 0 or left out: removed); `plans` only the pups whose recipes change.
 */
export const orderContentsSchema = object({
  /** From the page that asked: the same click sent twice edits (and charges) once. */
  idempotency_key: string().trim().min(8).max(100).required(FIELD_REQUIRED),
  preview: boolean().typeError('Must be true or false.').default(false),
  plans: array(
    object({
      pet_id: number().typeError('Choose a pup.').integer().positive().required(FIELD_REQUIRED),
      fresh: RECIPE_KEYS,
      dry: RECIPE_KEYS,
    }),
  )
    .max(10)
    .default([]),
  extras: array(
    object({
      pet_id: number().typeError('Choose a pup.').integer().positive().nullable().default(null),
      sku: string().trim().max(40).required(FIELD_REQUIRED),
      quantity: number()
        .typeError('Enter a whole number.')
        .integer('Enter a whole number.')
        .min(0, 'Enter 0 or more.')
        .max(ADDON_MAX_QUANTITY, `At most ${ADDON_MAX_QUANTITY} of an extra.`)
        .required(FIELD_REQUIRED),
    }),
  )
    .max(30)
    .required(FIELD_REQUIRED),
  /** Staff read the pup's allergy warning for a recipe or extra this edit adds. */
  allergen_acknowledged: boolean().typeError('Must be true or false.').optional(),
  /** The new total the preview showed: applying refuses (409) when the price moved since. */
  expected_total: number().typeError('Enter an amount in cents.').integer().min(0).optional(),
});
export type OrderContentsInput = InferType<typeof orderContentsSchema>;

export interface OrderContentsLineView {
  pet_id: number | null;
  sku: string;
  product_type: string;
  product_name: string;
  quantity: number;
  unit: number;
  total: number;
}

export interface OrderContentsTotals {
  subtotal: number;
  discount: number;
  credit: number;
  tax: number;
  shipping: number;
  total: number;
}

export interface OrderContentsView {
  order_id: number;
  /** Whether this answer only previews the edit (nothing changed) or reports it done. */
  applied: boolean;
  lines: OrderContentsLineView[];
  before: OrderContentsTotals;
  after: OrderContentsTotals;
  /** New total minus old. */
  difference: number;
  /**
   * charge: the difference is charged to the saved card; refund: it goes back the way the box
   * was paid; reprice: the box is not charged yet and its next charge is the new total; none.
   */
  money: 'charge' | 'refund' | 'reprice' | 'none';
  card: { brand: string; last4: string } | null;
  payment_id: number | null;
  refund_id: number | null;
}
