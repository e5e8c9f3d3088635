import { number, object } from 'yup';
import { handler, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { getDefaultPaymentMethod } from '@/server/services/payments/payment-methods-service';
import { makeDefaultChecked } from '@/server/services/payments/listed-cards';
import { FIELD_REQUIRED } from '@/domain/field-messages';

export const config = { api: { bodyParser: false } };

const chooseDefaultSchema = object({
  payment_method_id: number()
    .typeError('Must be a payment method id.')
    .integer('Must be a payment method id.')
    .positive('Must be a payment method id.')
    .required(FIELD_REQUIRED),
});

/**
 * GET the default card; PUT makes another of the customer's saved cards the default, once the
 * provider has confirmed it can be charged.
 */
export default handler({
  GET: async ({ db, requireSelf }) => getDefaultPaymentMethod(db, (await requireSelf()).id),
  PUT: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    const input = await validate(chooseDefaultSchema, body);
    await makeDefaultChecked(db, getPaymentProvider(db), id, input.payment_method_id);
    return getDefaultPaymentMethod(db, id);
  },
});
