import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import refundsRoute from '@/pages/api/admin/orders/[orderId]/refunds';
import { taxTransactions } from '@/server/db/schema';
import * as monitoring from '@/server/monitoring/report-error';
import { saveAddress } from '@/server/services/customers/address';
import { OfflineTaxProvider } from '@/server/tax/offline/offline-tax-provider';
import { redriveTaxRecords } from '@/server/tax/tax-redrive';
import { TaxProviderError } from '@/server/tax/types';
import { clockNow } from '@/server/clock';
import { customerReadyToPay, SHIPPING } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { usePurchaseRoutes } from '../helpers/purchase-routes';
import { createStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NEW_YORK = { address1: '350 5th Ave', city: 'New York', state: 'NY', zip_code: '10118' };
const outage = () => new TaxProviderError('provider_error', 'Stripe Tax did not answer.');

/** A tax provider outage at capture or refund: reported, then recorded once by the tax-redrive job. */
describe('tax records a failed provider call left out', () => {
  const database = useTestDatabase({ seed: true });
  const cartCall = useRoute(cartRoute);
  const refundCall = useRoute(refundsRoute);
  const purchase = usePurchaseRoutes();
  afterEach(() => vi.restoreAllMocks());

  const recorded = (orderId: number) =>
    database
      .db()
      .select()
      .from(taxTransactions)
      .where(eq(taxTransactions.orderId, orderId))
      .orderBy(desc(taxTransactions.kind));
  /** A first box to New York, paid through the real routes. */
  async function boxToNewYork() {
    const db = database.db();
    const { customer, token, cart } = await customerReadyToPay(db);
    await saveAddress(db, customer.id, { ...SHIPPING, ...NEW_YORK, state: 'NY' as never });
    await cartCall({
      url: `/api/v3/customers/${customer.id}/cart/?resync_taxes=true`,
      params: { id: String(customer.id) },
      token,
    });
    return (await purchase(customer.id, token, cart.cart_id)).order as Json;
  }
  const redrive = () => redriveTaxRecords(database.db(), clockNow());

  it('records a failed transaction and a failed reversal with the job, each once', async () => {
    const db = database.db();
    const report = vi.spyOn(monitoring, 'reportError').mockImplementation(() => undefined);
    vi.spyOn(OfflineTaxProvider.prototype, 'recordTransaction').mockRejectedValueOnce(outage());
    const order = await boxToNewYork();
    expect(order.tax).toBeGreaterThan(0);
    expect(await recorded(order.id)).toEqual([]);
    expect(report).toHaveBeenCalledWith(expect.any(TaxProviderError), {
      where: 'tax-commit',
      orderId: order.id,
    });

    expect(await redrive()).toMatchObject({ recorded: 1, failed: 0 });
    expect(await redrive()).toEqual({ recorded: 0, reversed: 0, failed: 0 });
    expect(
      (await recorded(order.id)).map((row) => [row.kind, row.reference, row.taxCents]),
    ).toEqual([['transaction', `order-${order.id}`, order.tax]]);

    vi.spyOn(OfflineTaxProvider.prototype, 'reverse').mockRejectedValueOnce(outage());
    const support = await createStaff(db, { role: 'support' });
    const refunded = await refundCall({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds/`,
      params: { orderId: String(order.id) },
      body: { idempotency_key: randomUUID(), reason: 'Spoiled box', full: true },
      token: support.token,
    });
    expect(refunded.status).toBe(201);
    expect(await recorded(order.id)).toHaveLength(1);

    expect(await redrive()).toEqual({ recorded: 0, reversed: 1, failed: 0 });
    expect(await redrive()).toEqual({ recorded: 0, reversed: 0, failed: 0 });
    expect((await recorded(order.id)).map((row) => [row.kind, row.taxCents])).toEqual([
      ['transaction', order.tax],
      ['reversal', -order.tax],
    ]);
  });

  it('counts a call still failing and tries it again on the next run', async () => {
    vi.spyOn(monitoring, 'reportError').mockImplementation(() => undefined);
    const record = vi
      .spyOn(OfflineTaxProvider.prototype, 'recordTransaction')
      .mockRejectedValueOnce(outage())
      .mockRejectedValueOnce(outage());
    const order = await boxToNewYork();
    expect(await redrive()).toMatchObject({ recorded: 0, failed: 1 });
    expect(await redrive()).toMatchObject({ recorded: 1, failed: 0 });
    expect(await recorded(order.id)).toHaveLength(1);
    expect(record).toHaveBeenCalledTimes(3);
  });
});
