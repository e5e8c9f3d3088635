import type { SubscriptionAddon } from '@/server/db/schema';
import { recurringAddonsByPet } from '@/domain/box-lines';
import type { CartView } from '@/contracts/cart';

/**
 * The order's lines: exactly the lines the cart charged (each pup's plan, its plan add-ons, the
 * add-on lines), at the prices charged. They add up to the cart's subtotal.
 */
export function orderLines(orderId: number, cart: CartView) {
  return cart.lines.map((line) => ({
    orderId,
    petId: line.pet_id,
    sku: line.sku,
    productType: line.product_type,
    productName: line.product_name,
    quantity: line.quantity,
    unitCents: line.unit_cents,
    totalCents: line.total_cents,
  }));
}

/**
 * What renews with a pup's plan: its plan add-ons and recurring add-on lines; the household's
 * ride with the first pup's plan (the rule the cart's repeat price was quoted with).
 */
export function addonsFor(cart: CartView, petId: number): SubscriptionAddon[] {
  const byPet = recurringAddonsByPet(Object.values(cart.subscriptions), cart.line_items);
  return (byPet.get(petId) ?? []).map((addon) => ({
    sku: addon.sku,
    quantity: addon.quantity,
    frequency: addon.frequency,
    product_type: addon.product_type,
  }));
}
