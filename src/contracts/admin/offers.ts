/** The console's view of an offer code (amount: dollars for DOLLAR_AMOUNT, percent otherwise). */
export const OFFER_CATEGORY_VALUES = ['MARKETING', 'REACTIVATION'] as const;
export const OFFER_TYPE_VALUES = [
  'DOLLAR_AMOUNT',
  'PERCENT_AMOUNT',
  'CATEGORY_PERCENT_AMOUNT',
] as const;
export const OFFER_APPLIES_TO = ['FIRST_BOX', 'EVERY_BOX'] as const;

export interface AdminOfferView {
  code: string;
  category: (typeof OFFER_CATEGORY_VALUES)[number];
  type: (typeof OFFER_TYPE_VALUES)[number];
  amount: number;
  product_category: string | null;
  starts_at: string | null;
  expires_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  applies_to: (typeof OFFER_APPLIES_TO)[number];
  uses: number;
  status: 'scheduled' | 'live' | 'expired' | 'used up';
  created_at: string;
}

/** What the create form sends; edits send any of these but the code. */
export interface OfferInput {
  code: string;
  category: AdminOfferView['category'];
  type: AdminOfferView['type'];
  amount: number;
  product_category?: string | null;
  starts_at?: string | null;
  expires_at?: string | null;
  max_uses?: number | null;
  max_uses_per_customer?: number | null;
  applies_to: AdminOfferView['applies_to'];
}
