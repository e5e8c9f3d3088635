import type { OrderContentsInput, OrderContentsView } from '@/contracts/admin/order-contents';
import type { ApiClient } from '../http';

/** Previews (`preview: true`) or applies an edit of a box's recipes and extras before packing. */
export const editOrderContents = (
  client: ApiClient,
  orderId: number,
  input: Partial<OrderContentsInput> & Pick<OrderContentsInput, 'idempotency_key' | 'extras'>,
) =>
  client.request<OrderContentsView>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/contents/`,
    data: input,
  });
