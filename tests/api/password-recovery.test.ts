import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import recoverRoute from '@/pages/api/v3/auth/password-recovery/[id]/recover';
import validateRoute from '@/pages/api/v3/auth/password-recovery/[id]/validate';
import requestRoute from '@/pages/api/v3/auth/password-recovery/request';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import { resetServerEnvForTests } from '@/env/server';
import {
  customerLoginGate,
  recordCustomerLoginFailure,
} from '@/server/auth/customer-login-throttle';
import { ADDRESS_FREE_FAILURES } from '@/server/auth/login-schedule';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import { customers, outboxEmails, passwordResets } from '@/server/db/schema';
import {
  INVALID_RESET_LINK,
  MAX_RESETS_PER_HOUR,
  RECOVERY_ANSWER,
} from '@/server/services/auth/password-recovery';
import { createCustomer, createSignedInCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';
import { clockNowMs } from '@/server/clock';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';

describe('password recovery', () => {
  // The hourly email limit counts reset rows stamped on the shop's clock (stamped-at.ts).
  atShopDate(AWKWARD_DAYS.thanksgivingWeek);
  const database = useTestDatabase();
  const request = useRoute(requestRoute);
  const validate = useRoute(validateRoute);
  const recover = useRoute(recoverRoute);
  const getCustomer = useRoute(customerRoute);

  afterEach(() => {
    delete process.env.RECAPTCHA_SECRET_KEY;
    resetServerEnvForTests();
  });

  const ask = (email: string, extra: Record<string, unknown> = {}) =>
    request({
      method: 'POST',
      url: '/api/v3/auth/password-recovery/request/',
      body: { email, 'g-recaptcha-response': 'token', ...extra },
    });

  /** The ids and tokens of the recovery emails to this address, newest first, as the customer would click them. */
  async function linksFor(email: string) {
    const mails = await database
      .db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email))
      .orderBy(desc(outboxEmails.id));
    return mails.map((mail) => {
      const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
      return { id: url.searchParams.get('id')!, token: url.searchParams.get('token')! };
    });
  }
  const linkFor = async (email: string) => (await linksFor(email))[0]!;
  const check = (id: string, token: string) =>
    validate({
      method: 'POST',
      url: `/api/v3/auth/password-recovery/${id}/validate/`,
      params: { id },
      body: { token },
    });
  const reset = (id: string, token: string, password = 'brand new biscuits') =>
    recover({
      method: 'POST',
      url: `/api/v3/auth/password-recovery/${id}/recover/`,
      params: { id },
      body: { token, new_password: password, confirm_password: password },
    });

  it('links to the shop on the port it is served from when no site URL is set', async () => {
    try {
      vi.stubEnv('NEXT_PUBLIC_SITE_URL', undefined);
      vi.stubEnv('NEXTAUTH_URL', undefined);
      vi.stubEnv('PORT', '4107');
      resetServerEnvForTests();
      await createCustomer(database.db(), { email: 'porty@example.test' });
      expect((await ask('porty@example.test')).status).toBe(200);
      const [mail] = await database
        .db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'porty@example.test'));
      expect(mail!.text).toContain('http://localhost:4107/auth/reset-password/?id=');
      expect(mail!.text).not.toContain('localhost:3000');
    } finally {
      vi.unstubAllEnvs();
      resetServerEnvForTests();
    }
  });

  it('answers the same whether or not the email has an account, and only mails the real one', async () => {
    await createCustomer(database.db(), { email: 'owner@example.test' });
    const known = await ask('owner@example.test');
    const unknown = await ask('nobody@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ detail: RECOVERY_ANSWER });
    expect(unknown.json).toEqual(known.json);
    expect(
      await database
        .db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'nobody@example.test')),
    ).toHaveLength(0);
    const link = await linkFor('owner@example.test');
    expect(link.token.length).toBeGreaterThanOrEqual(40);
  });

  it('stores only a hash of the token', async () => {
    await createCustomer(database.db(), { email: 'hashed@example.test' });
    await ask('hashed@example.test');
    const { id, token } = await linkFor('hashed@example.test');
    const [row] = await database
      .db()
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.id, Number(id)));
    expect(row!.tokenHash).not.toContain(token);
  });

  it('resets the password once through the emailed link, ending every session', async () => {
    const { customer, token: sessionToken } = await createSignedInCustomer(database.db(), {
      email: 'forgetful@example.test',
      passwordHash: await hashPassword('old password here'),
    });
    await ask('forgetful@example.test');
    const { id, token } = await linkFor('forgetful@example.test');
    expect((await check(id, token)).status).toBe(200);
    expect((await reset(id, token)).json).toEqual({ detail: 'Your password has been reset.' });
    const [row] = await database.db().select().from(customers).where(eq(customers.id, customer.id));
    expect(await verifyPassword('brand new biscuits', row!.passwordHash)).toBe(true);
    const session = await getCustomer({
      url: `/api/v3/customers/${customer.id}/`,
      params: { id: String(customer.id) },
      token: sessionToken,
    });
    expect(session.status).toBe(401);
    const replay = await reset(id, token, 'another new password');
    expect(replay.status).toBe(400);
    expect(replay.json.token).toBeDefined();
  });

  it('a newer link revokes the older one: only the newest email works', async () => {
    await createCustomer(database.db(), { email: 'twice@example.test' });
    await ask('twice@example.test');
    await ask('twice@example.test');
    const [newer, older] = await linksFor('twice@example.test');
    const refused = await check(older!.id, older!.token);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ token: [INVALID_RESET_LINK] });
    expect((await reset(older!.id, older!.token)).json).toEqual({ token: [INVALID_RESET_LINK] });
    expect((await check(newer!.id, newer!.token)).status).toBe(200);
    expect((await reset(newer!.id, newer!.token)).status).toBe(200);
  });

  it('ends the account’s CAPTCHA demand from failed logins, not the address’s wait', async () => {
    await createCustomer(database.db(), { email: 'locked@example.test' });
    const stranger = { account: 'locked@example.test', address: '203.0.113.9' };
    for (let attempt = 0; attempt < ADDRESS_FREE_FAILURES + 8; attempt += 1)
      await recordCustomerLoginFailure(database.db(), stranger);
    const customer = { account: 'locked@example.test', address: '198.51.100.9' };
    expect(await customerLoginGate(database.db(), customer)).toMatchObject({
      captchaRequired: true,
    });
    await ask('locked@example.test');
    const { id, token } = await linkFor('locked@example.test');
    expect((await reset(id, token)).status).toBe(200);
    expect(await customerLoginGate(database.db(), customer)).toMatchObject({
      captchaRequired: false,
    });
    expect((await customerLoginGate(database.db(), stranger)).waitSeconds).toBeGreaterThan(0);
  });

  it('refuses an expired link, a forged token and a token used with another id', async () => {
    await createCustomer(database.db(), { email: 'a@example.test' });
    await createCustomer(database.db(), { email: 'b@example.test' });
    await ask('a@example.test');
    await ask('b@example.test');
    const a = await linkFor('a@example.test');
    const b = await linkFor('b@example.test');
    expect((await check(a.id, 'forged-token-forged-token-forged-token')).status).toBe(400);
    expect((await check(a.id, b.token)).status).toBe(400);
    expect((await reset(b.id, a.token)).status).toBe(400);
    await database
      .db()
      .update(passwordResets)
      .set({ expiresAt: new Date(clockNowMs() - 1000) })
      .where(eq(passwordResets.id, Number(a.id)));
    expect((await check(a.id, a.token)).status).toBe(400);
    expect((await check('abc', a.token)).status).toBe(404);
  });

  it('checks the new password like any other', async () => {
    await createCustomer(database.db(), { email: 'weak@example.test' });
    await ask('weak@example.test');
    const { id, token } = await linkFor('weak@example.test');
    const weak = await reset(id, token, 'password1');
    expect(weak.status).toBe(400);
    expect(weak.json).toEqual({
      new_password: ['This password is too common. Please choose another.'],
    });
    expect((await check(id, token)).status).toBe(200);
  });

  it('sends at most a few emails an hour to one account, answering the same', async () => {
    await createCustomer(database.db(), { email: 'spammed@example.test' });
    for (let attempt = 0; attempt < MAX_RESETS_PER_HOUR + 2; attempt += 1)
      expect((await ask('spammed@example.test')).json).toEqual({ detail: RECOVERY_ANSWER });
    expect(
      await database
        .db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'spammed@example.test')),
    ).toHaveLength(MAX_RESETS_PER_HOUR);
  });

  it('validates the request body', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/v3/auth/password-recovery/request/',
      body: { email: 'nope' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ email: ['A valid email address is required to proceed.'] });
  });

  it('requires the captcha when a reCAPTCHA secret is configured', async () => {
    process.env.RECAPTCHA_SECRET_KEY = 'test-secret';
    resetServerEnvForTests();
    const missing = await request({
      method: 'POST',
      url: '/api/v3/auth/password-recovery/request/',
      body: { email: 'owner@example.test' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ 'g-recaptcha-response': ['Please complete the captcha.'] });
    const realFetch = globalThis.fetch;
    // Google's verification answers "not a human"; the test's own calls to the route go through.
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input).includes('google.com/recaptcha')
          ? Promise.resolve(new Response(JSON.stringify({ success: false })))
          : realFetch(input, init),
      );
    const rejected = await ask('owner@example.test', { 'g-recaptcha-response': 'bad' });
    fetchSpy.mockRestore();
    expect(rejected.status).toBe(400);
    expect(rejected.json).toEqual({
      'g-recaptcha-response': ['The captcha could not be verified. Please try again.'],
    });
  });
});
