import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../types';
import {
  buildOfflineEvent,
  parseOfflineEvent,
  signOfflineWebhook,
  verifyOfflineWebhook,
} from './webhook-signature';

const secret = 'whsec_test';
const body = JSON.stringify(buildOfflineEvent('payment_intent.succeeded', { id: 'pi_1' }));
const now = 1_800_000_000;
const refused = expect.objectContaining({ code: 'invalid_signature', kind: 'invalid_request' });

describe('offline webhook signatures', () => {
  it("signs in Stripe's header format: t=<unix>,v1=<hmac of `${t}.${body}`>", () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(signOfflineWebhook(body, secret, now)).toBe(`t=${now},v1=${expected}`);
    expect(signOfflineWebhook(Buffer.from(body), secret, now)).toBe(`t=${now},v1=${expected}`);
  });

  it('accepts its own signature, from a Buffer too, within five minutes', () => {
    const header = signOfflineWebhook(body, secret, now);
    expect(() => verifyOfflineWebhook(body, header, secret, now)).not.toThrow();
    expect(() => verifyOfflineWebhook(Buffer.from(body), header, secret, now + 300)).not.toThrow();
  });

  it('accepts any of several v1 signatures (a secret being rolled)', () => {
    const good = signOfflineWebhook(body, secret, now).split(',')[1];
    const header = `t=${now},v1=${'0'.repeat(64)},${good},v0=abc`;
    expect(() => verifyOfflineWebhook(body, header, secret, now)).not.toThrow();
  });

  it.each([
    ['a tampered body', body.replace('pi_1', 'pi_2'), signOfflineWebhook(body, secret, now), now],
    ['another secret', body, signOfflineWebhook(body, 'whsec_other', now), now],
    ['an old timestamp', body, signOfflineWebhook(body, secret, now - 301), now],
    ['a future timestamp', body, signOfflineWebhook(body, secret, now + 301), now],
    ['no header', body, undefined, now],
    ['no timestamp', body, signOfflineWebhook(body, secret, now).split(',')[1], now],
    ['no v1 signature', body, `t=${now}`, now],
    ['garbage', body, 'nonsense', now],
  ])('refuses %s', (_name, payload, header, at) => {
    expect(() => verifyOfflineWebhook(payload, header, secret, at)).toThrow(refused);
    expect(() => verifyOfflineWebhook(payload, header, secret, at)).toThrow(PaymentProviderError);
  });
});

describe('offline events', () => {
  it('builds Stripe-looking events and parses them back', () => {
    const event = buildOfflineEvent('payment_intent.payment_failed', { id: 'pi_9', amount: 1 });
    expect(event.id).toMatch(/^evt_[A-Za-z0-9]{24}$/);
    expect(parseOfflineEvent(JSON.stringify(event))).toEqual(event);
  });

  it.each([
    ['not json {'],
    ['{"id":"evt_1"}'],
    ['{"id":1,"type":"x","data":{"object":{}}}'],
    ['null'],
  ])('refuses a body that is not an event: %s', (text) => {
    expect(() => parseOfflineEvent(text)).toThrow(refused);
  });
});
