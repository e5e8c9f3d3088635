import { handler, validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { getPaymentProvider } from '@/server/payments';
import { checkout } from '@/server/services/checkout/checkout-service';
import { checkoutSchema } from '@/contracts/checkout';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, body, query, requireSelf }) => {
    const { id } = await requireSelf();
    const input = await validate(checkoutSchema, body);
    const { campaign_id: campaign } = singleValues(query, ['campaign_id']);
    const campaignId = campaign && /^[\w.-]{1,100}$/.test(campaign) ? campaign : null;
    return checkout(db, getPaymentProvider(db), id, input, campaignId);
  },
});
