import { DEFAULT_OFFER_CODE } from '@/config/constants';
import type { OfferCategory, OfferType } from '@/domain/offers';

export interface OfferData {
  code: string;
  category: OfferCategory;
  type: OfferType;
  amount: number;
  productCategory?: string;
  /** ISO date; null never expires. */
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
}

export { DEFAULT_OFFER_CODE };

export const OFFERS: OfferData[] = [
  {
    code: DEFAULT_OFFER_CODE,
    category: 'MARKETING',
    type: 'PERCENT_AMOUNT',
    amount: 50,
    expiresAt: null,
    maxUses: null,
    uses: 0,
  },
  {
    code: 'SAVE20',
    category: 'MARKETING',
    type: 'DOLLAR_AMOUNT',
    amount: 20,
    expiresAt: null,
    maxUses: null,
    uses: 0,
  },
  {
    code: 'FRESHSTART25',
    category: 'MARKETING',
    type: 'CATEGORY_PERCENT_AMOUNT',
    amount: 25,
    productCategory: 'FR',
    expiresAt: null,
    maxUses: null,
    uses: 0,
  },
  {
    code: 'COMEBACK30',
    category: 'REACTIVATION',
    type: 'PERCENT_AMOUNT',
    amount: 30,
    expiresAt: null,
    maxUses: null,
    uses: 0,
  },
  {
    code: 'WELCOMEBACK15',
    category: 'REACTIVATION',
    type: 'DOLLAR_AMOUNT',
    amount: 15,
    expiresAt: null,
    maxUses: null,
    uses: 0,
  },
  {
    code: 'SUMMER2025',
    category: 'MARKETING',
    type: 'PERCENT_AMOUNT',
    amount: 40,
    expiresAt: '2025-09-01T00:00:00Z',
    maxUses: null,
    uses: 0,
  },
  {
    code: 'FIRST100',
    category: 'MARKETING',
    type: 'DOLLAR_AMOUNT',
    amount: 30,
    expiresAt: null,
    maxUses: 100,
    uses: 100,
  },
];
