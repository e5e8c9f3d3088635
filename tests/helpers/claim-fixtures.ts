import type { Database } from '@/server/db/client';
import { orderItems, orders, shipments } from '@/server/db/schema';
import { SHIPPING } from './checkout-fixtures';
import { clockNow } from '@/server/clock';

/**
 * A paid box of a plan line ($100.00) and two jars ($30.00 together) with a $13.00 offer
 * discount, arriving on `deliveryDate`; `shipped` adds its shipment, `delivered` has its carrier
 * say it was delivered now.
 */
export async function createClaimableOrder(
  db: Database,
  input: {
    customerId: number;
    petId: number;
    deliveryDate: string;
    shipped?: boolean;
    delivered?: boolean;
  },
) {
  const [order] = await db
    .insert(orders)
    .values({
      customerId: input.customerId,
      kind: 'renewal',
      status: 'paid',
      subtotalCents: 13000,
      discountCents: 1300,
      taxCents: 900,
      totalCents: 12600,
      couponCode: 'SAVE10',
      shippingAddress: {
        first_name: SHIPPING.first_name,
        last_name: SHIPPING.last_name,
        address1: SHIPPING.address1,
        address2: SHIPPING.address2,
        city: SHIPPING.city,
        state: SHIPPING.state,
        zip_code: SHIPPING.zip_code,
        phone: SHIPPING.phone,
      },
      deliveryDate: input.deliveryDate,
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values([
      {
        orderId: order!.id,
        petId: input.petId,
        sku: 'FR_PLAN',
        productType: 'FR',
        productName: 'Biscuit’s 2-week plan',
        quantity: 1,
        unitCents: 10000,
        totalCents: 10000,
      },
      {
        orderId: order!.id,
        petId: input.petId,
        sku: 'ZOOMIES01',
        productType: 'SP',
        productName: 'Zoomies jar',
        quantity: 2,
        unitCents: 1500,
        totalCents: 3000,
      },
    ])
    .returning();
  if (input.shipped || input.delivered)
    await db.insert(shipments).values({
      orderId: order!.id,
      petId: input.petId,
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      shippedAt: clockNow(),
      ...(input.delivered
        ? { parcelStatus: 'delivered', parcelStatusAt: clockNow(), deliveredAt: clockNow() }
        : {}),
    });
  return { order: order!, plan: items[0]!, jars: items[1]! };
}
