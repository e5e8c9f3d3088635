import type { InferType } from 'yup';
import type { addressSaveSchema, AddressView, OpenBoxView } from '@/contracts/customers';
import type { Database } from '@/server/db/client';
import {
  applyToOpenOrders,
  openOrdersOf,
  orderAddressOf,
  prepareOpenOrderMoves,
} from '../console-orders/order-ship-to';
import { saveAddress } from './address';

export type AddressSave = InferType<typeof addressSaveSchema>;

/** The boxes a new address could still reach, for the form's question. */
export async function openBoxesOf(db: Database, customerId: number): Promise<OpenBoxView[]> {
  const open = await openOrdersOf(db, customerId);
  return open.map((order) => ({ order_id: order.id, delivery_date: order.deliveryDate }));
}

/**
 * Saves the address and, when the customer (or support for them) chose to, sends the boxes
 * already ordered there too, in one transaction: the slip, the packing CSV and the shipment all
 * read the order's ship-to, so this is what makes them follow. Runs inside the caller's
 * transaction when given one (the console's edit writes its audit row there).
 */
export async function saveAddressForOrders<T = undefined>(
  db: Database,
  customerId: number,
  input: AddressSave,
  inTransaction?: {
    /** First in the transaction (the console locks the customer and reads the address before). */
    before: (tx: Database) => Promise<T>;
    after: (tx: Database, view: AddressView, before: T) => Promise<void>;
  },
): Promise<AddressView> {
  const { apply_to_orders: apply, ...address } = input;
  const to = orderAddressOf(address);
  const prepared = apply ? await prepareOpenOrderMoves(db, customerId, to) : [];
  return db.transaction(async (tx) => {
    const before = inTransaction ? await inTransaction.before(tx) : (undefined as T);
    const view = await saveAddress(tx, customerId, address);
    const moved = apply ? await applyToOpenOrders(tx, customerId, to, prepared) : undefined;
    const result = {
      ...view,
      open_boxes: await openBoxesOf(tx, customerId),
      ...(moved ? { orders_moved: moved } : {}),
    };
    if (inTransaction) await inTransaction.after(tx, result, before);
    return result;
  });
}
