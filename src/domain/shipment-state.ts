/**
 * A box's way out of the warehouse: pending (nothing recorded) → packed → shipped. Each action
 * is idempotent: repeating it with the same details changes nothing (and sends nothing), while
 * repeating it with different details, or going backwards, is a conflict.
 */
export type ShipmentStatus = 'pending' | 'packed' | 'shipped';

export interface ShipmentState {
  status: ShipmentStatus;
  carrier: string | null;
  tracking_number: string | null;
}

export type ShipmentAction =
  { kind: 'pack' } | { kind: 'ship'; carrier: string; tracking_number: string };

export type Transition =
  | { outcome: 'change'; to: ShipmentStatus }
  | { outcome: 'unchanged' }
  | { outcome: 'conflict'; detail: string };

export function nextShipmentState(current: ShipmentState, action: ShipmentAction): Transition {
  if (action.kind === 'pack') {
    if (current.status === 'pending') return { outcome: 'change', to: 'packed' };
    if (current.status === 'packed') return { outcome: 'unchanged' };
    return { outcome: 'conflict', detail: 'This box has already shipped.' };
  }
  if (current.status === 'pending')
    return { outcome: 'conflict', detail: 'Mark the box packed before it ships.' };
  if (current.status === 'packed') return { outcome: 'change', to: 'shipped' };
  if (current.carrier === action.carrier && current.tracking_number === action.tracking_number)
    return { outcome: 'unchanged' };
  return {
    outcome: 'conflict',
    detail: `This box already shipped with tracking number ${current.tracking_number}.`,
  };
}
