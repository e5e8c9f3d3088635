/**
 * Whether a box will ship: its order is paid and nothing holds it back. A hold is "do not ship":
 * refunds or claim credit gave back all the order was paid ('refunded'), staff cancelled it or
 * held it ('staff'). A box that will not ship is not picked, not booked against the kitchen's
 * capacity and gets no packing slip. One predicate for every reader of fulfilment's numbers
 * (pick list, capacity, slips, production planning); the database's tallies apply the same
 * rule in `fulfilment_box_ships` (tests/api/admin/boxes-that-ship.test.ts holds them together),
 * and `shipsSql` in src/server/services/fulfilment/fulfilment-repository.ts is its SQL form.
 */
export interface BoxShipState {
  orderStatus: string;
  holdReason: string | null | undefined;
}

export const boxShips = (box: BoxShipState): boolean =>
  box.orderStatus === 'paid' && (box.holdReason ?? null) === null;
