import { afterAll, describe, expect, it } from 'vitest';
import { setClockForTests } from '@/server/clock';
import { OfflineTaxProvider } from '@/server/tax/offline/offline-tax-provider';
import { TaxProviderError } from '@/server/tax/types';
import { useTestDatabase } from '../helpers/test-db';

const NEW_YORK = {
  line1: '350 5th Ave',
  line2: null,
  city: 'New York',
  state: 'NY',
  postal_code: '10118',
};
const refused = (code: TaxProviderError['code']) => expect.objectContaining({ code });
let keys = 0;
const key = (what: string) => `${what}-${++keys}`;

/** The offline tax provider's transactions and reversals refuse what Stripe Tax refuses. */
describe('offline tax provider: transactions and reversals', () => {
  const database = useTestDatabase({ seed: true });
  const provider = new OfflineTaxProvider();
  afterAll(() => setClockForTests(null));

  const calculate = (amount: number) =>
    provider.calculate(
      database.db(),
      {
        address: NEW_YORK,
        lines: [{ reference: '1:A', amount, quantity: 1, tax_code: 'txcd_99999999' }],
      },
      key('calc'),
    );
  /** A $100 line at New York City's 8.875%: a $108.88 transaction. */
  async function recorded() {
    const db = database.db();
    const calculation = await calculate(10_000);
    expect(calculation.total_tax).toBe(888);
    const reference = key('order');
    const transaction = await provider.recordTransaction(db, {
      calculationId: calculation.id,
      reference,
    });
    return { db, calculation, reference, transaction };
  }
  const reverse = (
    transactionId: string,
    full: boolean,
    refundCents: number,
    reference = key('r'),
  ) => provider.reverse(database.db(), { transactionId, reference, full, refundCents });

  it('answers the same request again with the same transaction, and refuses its reference for another', async () => {
    const { db, calculation, reference, transaction } = await recorded();
    expect(
      await provider.recordTransaction(db, { calculationId: calculation.id, reference }),
    ).toEqual(transaction);
    const other = await recorded();
    await expect(
      provider.recordTransaction(db, { calculationId: other.calculation.id, reference }),
    ).rejects.toEqual(refused('invalid_request'));
    await expect(
      provider.recordTransaction(db, { calculationId: 'taxcalc_unknown', reference: key('x') }),
    ).rejects.toEqual(refused('not_found'));
  });

  it('refuses a transaction from a calculation 90 days old', async () => {
    const db = database.db();
    const calculation = await calculate(5000);
    setClockForTests(new Date(calculation.expires_at.getTime() + 1000).toISOString());
    await expect(
      provider.recordTransaction(db, { calculationId: calculation.id, reference: key('late') }),
    ).rejects.toEqual(refused('calculation_expired'));
    setClockForTests(null);
  });

  it('reverses part, then the rest, never more than is left, and a full one only when whole', async () => {
    const { transaction } = await recorded();
    const first = key('refund');
    const part = await reverse(transaction.id, false, 3000, first);
    // The same reversal again is the same one; its reference for another is refused.
    expect(await reverse(transaction.id, false, 3000, first)).toEqual(part);
    const other = await recorded();
    await expect(reverse(other.transaction.id, false, 100, first)).rejects.toEqual(
      refused('invalid_request'),
    );
    await expect(reverse(transaction.id, true, 0)).rejects.toEqual(refused('invalid_request'));
    await expect(reverse(transaction.id, false, 7889)).rejects.toEqual(refused('invalid_request'));
    await reverse(transaction.id, false, 7888);
    await expect(reverse(transaction.id, false, 1)).rejects.toEqual(refused('invalid_request'));
    // A reversal is not a transaction to reverse; neither is an id the provider never made.
    await expect(reverse(part.id, false, 1)).rejects.toEqual(refused('not_found'));
    await expect(reverse('tax_unknown', true, 0)).rejects.toEqual(refused('not_found'));
    expect(await reverse(other.transaction.id, true, 0)).toMatchObject({ id: expect.any(String) });
  });
});
