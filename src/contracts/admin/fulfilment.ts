import type { Carrier } from '@/domain/tracking-numbers';

/** A box's ship-to, as the order recorded it. */
export interface ShipToView {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
}

/**
 * What the fulfilment API answers. Only what packing and shipping need: pup, contents, ship-to
 * and shipment; never payment data, cards or amounts.
 */
export interface FulfilmentDateView {
  delivery_date: string;
  /** The last day customers can change these boxes; packable from the day after. */
  cutoff_date: string;
  packable: boolean;
  boxes: number;
  packed: number;
  shipped: number;
  /** Plans due on this date whose box is not ordered yet. */
  forecast: number;
}

export interface Page<T> {
  results: T[];
  page: number;
  next_page: number | null;
}

export interface BoxRecipeView {
  recipe_key: string;
  recipe_name: string;
  unit: 'tray' | 'bag';
  count: number;
}

export interface BoxAddonView {
  sku: string;
  product_name: string;
  unit: string;
  quantity: number;
}

export interface FulfilmentBoxView {
  /** `{order_id}-{pet_id}`: a first-box order holds one box per pup. */
  id: string;
  order_id: number;
  pet_id: number;
  kind: 'first_box' | 'renewal' | 'reship';
  delivery_date: string;
  pup_name: string;
  /** The pup's allergies, as labels: the packer keeps these out of the box. */
  allergies: string[];
  /** Do not ship: refunded in full, or held by staff (with their note). */
  hold: { reason: 'refunded' | 'staff'; note: string | null } | null;
  weeks_of_food: number | null;
  recipes: BoxRecipeView[];
  addons: BoxAddonView[];
  ship_to: ShipToView;
  status: 'pending' | 'packed' | 'shipped';
  carrier: Carrier | null;
  tracking_number: string | null;
  tracking_url: string | null;
}

export interface ForecastBoxView {
  subscription_id: number;
  pet_id: number;
  pup_name: string;
  allergies: string[];
  weeks_of_food: number;
  recipes: BoxRecipeView[];
  addons: BoxAddonView[];
  ship_to: ShipToView | null;
}

export interface FulfilmentDateDetail extends FulfilmentDateView {
  today: string;
}

export interface PickListView {
  delivery_date: string;
  packable: boolean;
  recipes: BoxRecipeView[];
  addons: BoxAddonView[];
  /** Plans whose recipes are no longer in the catalogue: packed by hand, listed so none is missed. */
  unpriced: Array<{ sku: string; weeks_of_food: number | null; boxes: number }>;
  /** The same for plans due on this date whose box is not ordered yet. */
  forecast_recipes: BoxRecipeView[];
  /** Extras due in those plans' next boxes (every-other-box ones only in their turn). */
  forecast_addons: BoxAddonView[];
}
