import { handler } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { getProduct } from '@/server/services/products/get-products';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: ({ db, query }) => {
    const { sku, coupon_code: couponCode } = singleValues(query, ['sku', 'coupon_code']);
    return getProduct(db, sku ?? '', couponCode);
  },
});
