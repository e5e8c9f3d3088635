import type { CartView } from '@/server/services/cart/price-cart';
import type { CouponView } from '@/server/services/catalog/offers';
import type { PetView } from '@/server/services/pets/pets-service';
import type { RecommendationEntry } from '@/server/domain/recommendations';
import type { PetInput } from '@/features/onboarding/pet-schema';
import type { ApiClient } from './http';

export type Cart = CartView;
export type Pet = PetView;
export type Coupon = CouponView;
export type Recommendation = RecommendationEntry;

const customer = (id: number) => `/api/v3/customers/${id}/`;

export const listPets = (client: ApiClient, customerId: number) =>
  client.request<Pet[]>({ url: `${customer(customerId)}pets/` });

export const createPet = (client: ApiClient, customerId: number, pet: PetInput) =>
  client.request<Pet>({ method: 'POST', url: `${customer(customerId)}pets/`, data: pet });

export const updatePet = (client: ApiClient, customerId: number, petId: number, pet: PetInput) =>
  client.request<Pet>({ method: 'PUT', url: `${customer(customerId)}pets/${petId}/`, data: pet });

export const getCart = (client: ApiClient, customerId: number, resyncTaxes = false) =>
  client.request<Cart>({
    url: `${customer(customerId)}cart/`,
    params: resyncTaxes ? { resync_taxes: 'true' } : undefined,
  });

export interface CartUpdate {
  line_items?: Array<{
    sku: string;
    quantity?: number;
    frequency?: 1 | 2;
    recurrence?: boolean;
    pet_id?: number | null;
    product_type?: 'TR' | 'SP';
  }>;
  subscriptions?: Record<string, { sku: string; addons?: { sku: string }[] }>;
  coupon_code?: string | null;
  /** The owner acknowledged the allergy warnings of what this update adds. */
  allergen_acknowledged?: boolean;
  /** The shipping state entered at checkout: the cart is taxed for it. */
  tax_state?: string;
  /** The customer chose coupon_code over a better offer the cart holds. */
  replace_offer?: boolean;
}

/** A cart write's answer: the cart, and why a code sent was not taken (a better one applies). */
export type CartUpdateResult = Cart & {
  offer_notice?: { code: string; kept: string; message: string } | null;
};

export const updateCart = (client: ApiClient, customerId: number, data: CartUpdate) =>
  client.request<CartUpdateResult>({ method: 'PUT', url: `${customer(customerId)}cart/`, data });

export const removeFromCart = (
  client: ApiClient,
  customerId: number,
  data: { pet_ids?: number[]; line_items?: Array<{ sku: string; pet_id?: number | null }> },
) => client.request<Cart>({ method: 'DELETE', url: `${customer(customerId)}cart/`, data });

export const getCoupon = (client: ApiClient, code: string) =>
  client.request<Coupon>({ url: `/api/v3/coupons/${encodeURIComponent(code)}/` });

export const getPetRecommendations = (
  client: ApiClient,
  petId: number,
  couponCode?: string | null,
) =>
  client.request<Recommendation[]>({
    url: '/api/v3/product-recommendations/',
    params: {
      pet_id: petId,
      full_products: 'true',
      coupon_code: couponCode || undefined,
      recommendation_version: '1',
    },
  });
