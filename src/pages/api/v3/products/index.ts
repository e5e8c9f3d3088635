import { handler } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { listProducts } from '@/server/services/products/get-products';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: ({ db, query }) => {
    const { ids, coupon_code: couponCode } = singleValues(query, ['ids', 'coupon_code']);
    return listProducts(db, ids, couponCode);
  },
});
