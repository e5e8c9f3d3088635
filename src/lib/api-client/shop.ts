import type { CartRemoval, CartUpdate, CartUpdateResult, CartView } from '@/contracts/cart';
import type { CouponView } from '@/contracts/coupons';
import type { PetInput, PetView } from '@/contracts/pets';
import type { AddonProductView } from '@/contracts/products';
import type { RecommendationEntry } from '@/domain/recommendations';
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

export type { CartUpdate, CartUpdateResult };

export const updateCart = (client: ApiClient, customerId: number, data: CartUpdate) =>
  client.request<CartUpdateResult>({ method: 'PUT', url: `${customer(customerId)}cart/`, data });

export const removeFromCart = (client: ApiClient, customerId: number, data: CartRemoval) =>
  client.request<Cart>({ method: 'DELETE', url: `${customer(customerId)}cart/`, data });

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

/** Treats and supplements at today's prices; unknown or retired skus are left out. */
export const listAddonProducts = (client: ApiClient, skus: readonly string[]) =>
  client.request<AddonProductView[]>({ url: '/api/v3/products/', params: { ids: skus.join(',') } });
