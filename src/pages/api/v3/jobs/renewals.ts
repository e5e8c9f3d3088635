import { date, number, object } from 'yup';
import { handler, validate } from '@/server/api';
import { ValidationError } from '@/server/api/errors';
import { serverEnv } from '@/env';
import { getPaymentProvider } from '@/server/payments';
import { requireJobSecret } from '@/server/services/jobs/job-auth';
import { sweepCheckouts } from '@/server/services/checkout/checkout-sweeper';
import { runRenewals } from '@/server/services/renewals/renewal-service';

export const config = { api: { bodyParser: false } };

/**
 * Outside production, a run "as of" another time for one customer: how the browser journeys
 * make a box due without waiting days, and without touching other customers' plans.
 */
const asOfSchema = object({
  now: date().typeError('Must be a date and time.'),
  customer_id: number()
    .typeError('Must be an id.')
    .integer('Must be an id.')
    .positive('Must be an id.'),
});

/** POST /api/v3/jobs/renewals/: the renewal job, for a scheduler (cron) that holds JOBS_SECRET. */
export default handler({
  POST: async ({ db, req, body }) => {
    requireJobSecret(req.headers.authorization);
    const asOf = body === undefined ? {} : await validate(asOfSchema, body);
    if ((asOf.now || asOf.customer_id) && serverEnv().appEnv === 'production')
      throw new ValidationError({
        non_field_errors: ['Runs as of another time are for test shops only.'],
      });
    const provider = getPaymentProvider(db);
    // Checkouts cut off halfway first: finished or undone, never left stuck.
    const checkouts = await sweepCheckouts(db, provider);
    const renewals = await runRenewals(db, provider, asOf.now ?? new Date(), {
      customerId: asOf.customer_id,
    });
    return { ...renewals, checkouts };
  },
});
