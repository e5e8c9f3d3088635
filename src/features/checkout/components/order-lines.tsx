import type { Order } from '@/lib/api-client';
import { formatCents } from '@/domain/format/money';

/** What was in an order: one line per plan or add-on with its quantity and price. */
export function OrderLines({ items }: { items: Order['items'] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.sku}-${item.pet_id ?? 'all'}`}>
          {item.product_name}
          {item.quantity > 1 ? ` × ${item.quantity}` : ''}: {formatCents(item.total_price)}
        </li>
      ))}
    </ul>
  );
}
