import { handler } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { getCoupon } from '@/server/services/catalog/offers';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: ({ db, query }) => getCoupon(db, singleValues(query, ['code']).code ?? ''),
});
