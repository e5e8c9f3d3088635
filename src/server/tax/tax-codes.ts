/**
 * Product tax codes sent to the tax provider, per product type of an order line.
 *
 * Stripe's catalogue of codes (docs.stripe.com/tax/tax-codes, `GET /v1/tax_codes`) has no code
 * we could confirm for pet food or pet treats; `txcd_99999999` ("General - Tangible Goods") is the
 * code Stripe documents for a physical good that fits no specific code, taxed at the standard
 * rate, which is how the states tax dog food and treats (none of them treats it as human food).
 * A more specific code is one line here; the offline provider taxes every code alike.
 */
export const PRODUCT_TAX_CODES: Record<string, string> = {
  FR: 'txcd_99999999', // fresh food plans
  DY: 'txcd_99999999', // dry food plans
  MX: 'txcd_99999999', // mixed plans
  TR: 'txcd_99999999', // treats
  SP: 'txcd_99999999', // supplements
};

export const DEFAULT_TAX_CODE = 'txcd_99999999';

export function taxCodeOf(productType: string): string {
  return PRODUCT_TAX_CODES[productType] ?? DEFAULT_TAX_CODE;
}
