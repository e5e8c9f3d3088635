import type { OrderHold, OrderKind } from '@/contracts/admin/orders';

/** Words for an order's kind, payment status and hold, shared by the list and the order page. */
export const KIND_LABELS: Record<OrderKind, string> = {
  first_box: 'First box',
  renewal: 'Renewal',
  reship: 'Reship',
};

const STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  scheduled: 'Scheduled',
  payment_failed: 'Payment failed',
  requires_action: 'Waiting for the bank',
  processing: 'Processing',
  captured: 'Captured',
  failed: 'Failed',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

export const holdLabel = (hold: OrderHold) =>
  !hold
    ? null
    : hold.reason === 'refunded'
      ? 'Do not ship: refunded in full'
      : `On hold${hold.note ? `: ${hold.note}` : ''}`;
