import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { bookedBetween } from '@/server/services/capacity/capacity-repository';
import { setOrderHold } from '@/server/services/care/order-hold';
import { listBoxes, pickList } from '@/server/services/fulfilment/fulfilment-service';
import { settleBoxContents } from '@/server/services/fulfilment/box-contents-tallies';
import { drift } from '../../helpers/fulfilment-recount';
import { createRenewedBox, forecastDeliveryDay } from '../../helpers/fulfilment-fixtures';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

/**
 * A box that will not ship (refunded in full, cancelled, held: boxShips in src/domain/box-ships.ts)
 * is not picked, not booked against the kitchen's capacity and gets no packing slip; released,
 * it counts again. The tallies' recount agrees at every step.
 */
describe('boxes that will not ship', () => {
  const database = useTestDatabase({ seed: true });
  const day = forecastDeliveryDay();
  let owner: CreatedStaff;

  beforeAll(async () => {
    owner = await createStaff(database.db(), { role: 'owner' });
    await settleBoxContents(database.db());
  });

  async function counts() {
    const db = database.db();
    const list = await pickList(db, day);
    return {
      picked: list.recipes.reduce((sum, recipe) => sum + recipe.count, 0),
      addons: list.addons.reduce((sum, addon) => sum + addon.quantity, 0),
      booked: (await bookedBetween(db, day, day)).get(day) ?? 0,
      slips: (await listBoxes(db, day, 1, undefined, true)).results.length,
      listed: (await listBoxes(db, day, 1)).results.length,
    };
  }

  it('leave the pick list, the booked count and the slips while held, and come back', async () => {
    const db = database.db();
    const kept = await createRenewedBox(db, day);
    const other = await createRenewedBox(db, day);
    const [held] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, other.customer.id), eq(orders.kind, 'renewal')));
    const both = await counts();
    expect(both).toMatchObject({ booked: 2, slips: 2, listed: 2 });
    expect(both.picked).toBeGreaterThan(0);

    const hold = (on: boolean) =>
      setOrderHold(
        db,
        held!.id,
        owner.id,
        { hold: on, note: 'Refused' },
        { mayReleaseRefunded: true },
      );
    await hold(true);
    const one = await counts();
    // Still listed for the packer, marked do-not-ship; nothing else counts it.
    expect(one).toEqual({
      picked: both.picked / 2,
      addons: both.addons / 2,
      booked: 1,
      slips: 1,
      listed: 2,
    });
    const [slip] = (await listBoxes(db, day, 1, undefined, true)).results;
    expect(slip!.order_id).not.toBe(held!.id);
    expect(await drift(db)).toEqual([]);

    await hold(false);
    expect(await counts()).toEqual(both);
    expect(await drift(db)).toEqual([]);
    expect(kept.customer.id).not.toBe(other.customer.id);
  });
});
