import type { SubscriptionAddon } from '@/server/db/schema';
import { recurringAddonsByPet } from '@/domain/box-lines';
import type { CartView } from '@/contracts/cart';

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
