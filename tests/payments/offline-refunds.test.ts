import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '@/server/payments';
import { useTestDatabase } from '../helpers/test-db';
import { key, offlineShop } from './offline-fixtures';

const refused = (code: string) =>
  expect.objectContaining({ code, kind: 'invalid_request' }) as PaymentProviderError;

describe('offline payment provider: refunds', () => {
  const database = useTestDatabase();

  async function captured(amount = 4200) {
    const shop = await offlineShop(database.db());
    const created = await shop.intent('pm_card_visa', 'automatic', amount);
    await shop.confirm(created.id);
    return { ...shop, id: created.id };
  }

  it('refunds part, then the rest, with re_ ids, and refuses a cent more', async () => {
    const { provider, id } = await captured();
    const first = await provider.refund(id, 1200, key('refund'));
    expect(first).toMatchObject({ amount: 1200, payment_intent: id, status: 'succeeded' });
    expect(first.id).toMatch(/^re_[A-Za-z0-9]{24}$/);
    await expect(provider.refund(id, 3001, key('refund'))).rejects.toEqual(
      refused('amount_too_large'),
    );
    await expect(provider.refund(id, 3001, key('refund'))).rejects.toThrow(
      'Refund amount ($30.01) is greater than unrefunded amount on charge ($30.00)',
    );
    expect(await provider.refund(id, 3000, key('refund'))).toMatchObject({ amount: 3000 });
    await expect(provider.refund(id, 1, key('refund'))).rejects.toEqual(
      refused('charge_already_refunded'),
    );
  });

  it('answers a repeated key with the same refund, and refunds once', async () => {
    const { provider, id } = await captured();
    const idempotencyKey = key('refund');
    const [one, two] = await Promise.all([
      provider.refund(id, 4000, idempotencyKey),
      provider.refund(id, 4000, idempotencyKey),
    ]);
    expect(two).toEqual(one);
    // Only 200 is left: a second refund of 4000 would have been refused.
    expect(await provider.refund(id, 200, key('refund'))).toMatchObject({ amount: 200 });
  });

  it('lets two refunds at once take turns: never more than was captured', async () => {
    const { provider, id } = await captured();
    const results = await Promise.allSettled([
      provider.refund(id, 3000, key('a')),
      provider.refund(id, 3000, key('b')),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses an intent that was only held, an unknown intent and a bad amount', async () => {
    const { provider, intent, confirm } = await captured();
    const held = await intent('pm_card_visa', 'manual');
    await confirm(held.id);
    await expect(provider.refund(held.id, 100, key())).rejects.toEqual(
      refused('charge_not_refundable'),
    );
    await expect(provider.refund('pi_nope', 100, key())).rejects.toEqual(
      refused('resource_missing'),
    );
    const { id } = await captured();
    await expect(provider.refund(id, 0, key())).rejects.toEqual(
      refused('parameter_invalid_integer'),
    );
  });
});
