import { cartDeleteSchema, cartUpdateSchema } from '@/contracts/cart';
import { handler, validate } from '@/server/api';
import { getCart, removeFromCart, updateCart } from '@/server/services/cart/cart-service';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, query, requireSelf }) =>
    getCart(db, (await requireSelf()).id, { resyncTaxes: query.resync_taxes === 'true' }),
  PUT: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    return updateCart(db, id, await validate(cartUpdateSchema, body));
  },
  DELETE: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    return removeFromCart(db, id, await validate(cartDeleteSchema, body));
  },
});
