import { describe, expect, it } from 'vitest';
import { buildOfflineEvent, OfflinePaymentProvider, signOfflineWebhook } from '@/server/payments';
import { useTestDatabase } from '../helpers/test-db';
import { WEBHOOK_SECRET } from './offline-fixtures';
import { clockNowMs } from '@/server/clock';

describe('offline payment provider: webhooks', () => {
  const database = useTestDatabase();
  const event = buildOfflineEvent('payment_intent.succeeded', { id: 'pi_1', status: 'succeeded' });
  const body = JSON.stringify(event);

  it('accepts a body signed with its secret, as a Buffer or a string', async () => {
    const provider = new OfflinePaymentProvider(database.db(), WEBHOOK_SECRET);
    expect(
      await provider.constructEvent(Buffer.from(body), signOfflineWebhook(body, WEBHOOK_SECRET)),
    ).toEqual(event);
    expect((await provider.constructEvent(body, signOfflineWebhook(body, WEBHOOK_SECRET))).id).toBe(
      event.id,
    );
  });

  it('refuses a tampered body, an old signature, another secret and no signature', async () => {
    const provider = new OfflinePaymentProvider(database.db(), WEBHOOK_SECRET);
    const refused = expect.objectContaining({ code: 'invalid_signature' });
    const tampered = body.replace('succeeded', 'canceled');
    await expect(
      provider.constructEvent(tampered, signOfflineWebhook(body, WEBHOOK_SECRET)),
    ).rejects.toThrow(refused);
    const tenMinutesAgo = Math.floor(clockNowMs() / 1000) - 600;
    await expect(
      provider.constructEvent(body, signOfflineWebhook(body, WEBHOOK_SECRET, tenMinutesAgo)),
    ).rejects.toThrow(refused);
    await expect(
      provider.constructEvent(body, signOfflineWebhook(body, 'whsec_other')),
    ).rejects.toThrow(refused);
    await expect(provider.constructEvent(body, undefined)).rejects.toThrow(refused);
  });
});
