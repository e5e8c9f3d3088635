import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { handler, parseId, reply } from '@/server/api';
import { createTestStaff } from '@/server/admin/test-staff';
import { orderItems } from '@/server/db/schema';
import { packBox, shipBox } from '@/server/services/fulfilment/shipment-service';

/**
 * POST { order_id }: packs and ships every box of an order as a test fulfilment member would
 * (the console's own journey is e2e/fulfilment.spec.ts), for journeys that start after delivery.
 *
 */
export default handler({
  POST: async ({ db, body }) => {
    const orderId = parseId(String((body as { order_id?: unknown } | undefined)?.order_id ?? ''));
    const member = await createTestStaff(db, { role: 'fulfilment' });
    const boxes = await db
      .selectDistinct({ petId: orderItems.petId })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orderId),
          isNotNull(orderItems.petId),
          inArray(orderItems.productType, ['FR', 'DY', 'MX']),
        ),
      );
    for (const { petId } of boxes) {
      const box = { orderId, petId: petId! };
      await packBox(db, box, { staffId: member.id });
      await shipBox(
        db,
        box,
        { staffId: member.id },
        {
          carrier: 'ups',
          tracking_number: '1Z999AA10123456784',
        },
      );
    }
    return reply(201, { shipped: boxes.length });
  },
});
