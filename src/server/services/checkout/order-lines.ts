import type { CartView } from '../cart/price-cart';

/** The order's lines: one per pup's plan, one per add-on, at the prices the cart was charged. */
export function orderLines(orderId: number, cart: CartView) {
  return [
    ...Object.values(cart.subscriptions).map((sub) => ({
      orderId,
      petId: sub.pet_id,
      sku: sub.sku,
      productType: sub.product_type,
      productName: `${sub.pet_name}’s ${sub.weeks_of_food}-week plan`,
      quantity: 1,
      unitCents: sub.box_price,
      totalCents: sub.box_price,
    })),
    ...cart.line_items.map((line) => ({
      orderId,
      petId: line.pet_id,
      sku: line.sku,
      productType: line.product_type,
      productName: line.product_name,
      quantity: line.quantity,
      unitCents: line.unit_price,
      totalCents: line.total_price,
    })),
  ];
}

/** Recurring add-ons of a pup; the household's (no pup named) ride with the first pup's plan. */
export function addonsFor(cart: CartView, petId: number, first: boolean) {
  return cart.line_items
    .filter((line) => line.recurrence && (line.pet_id === petId || (line.pet_id === null && first)))
    .map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      frequency: line.frequency,
      product_type: line.product_type,
    }));
}
