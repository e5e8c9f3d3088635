/** GET /api/v3/customers/{id}/renewal_consents/ and the console's read of them. */
/** A consent as its customer (and staff) see it: what was agreed to, and when. */
export interface RenewalConsentView {
  id: number;
  subscription_id: number;
  pet_id: number;
  pet_name: string | null;
  source: 'checkout' | 'reactivation';
  order_id: number | null;
  terms_version: string;
  terms_text: string;
  every_weeks: number;
  box_subtotal_cents: number;
  box_tax_cents: number;
  box_total_cents: number;
  other_box_total_cents: number | null;
  first_charge_date: string;
  accepted_at: string;
}

/** Staff also see where it came from (the customer's own view leaves that out). */
export interface RenewalConsentRecord extends RenewalConsentView {
  customer_id: number;
  ip_address: string;
  user_agent: string;
}
