import type { AddressInfo } from 'node:net';
import { format } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import nextAuthRoute from '@/pages/api/auth/[...nextauth]';
import staffRoute from '@/pages/api/admin/staff/index';
import createPasswordRoute from '@/pages/api/v3/auth/create-password';
import recoveryRoute from '@/pages/api/v3/auth/password-recovery/request';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import offlineCardRoute from '@/pages/api/v3/payments/payment_methods';
import { planSku } from '@/domain/plan-sku';
import { resetServerEnvForTests } from '@/env/server';
import { outboxEmails } from '@/server/db/schema';
import { deliverOutboxEmail } from '@/server/email/delivery';
import { observeJob } from '@/server/observability/job-observer';
import { captureLogs } from '@/server/observability/logger';
import { updateCart } from '@/server/services/cart/cart-service';
import { saveAddress } from '@/server/services/customers/address';
import { createPet } from '../factories/pets';
import { SHIPPING } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { nextAuthFormClient } from '../helpers/next-auth-client';
import { renewNextBox, usePurchaseRoutes } from '../helpers/purchase-routes';
import { drainOutbox } from '../helpers/outbox';
import { createStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

const PASSWORD = 'Correct-Horse-Battery-42';
const AUTH_SECRET = 'a-very-secret-signing-key-for-sessions-0123456789';
const EMAIL = 'ada.lovelace@example.test';

/** Accepts every message (production sends through SMTP, so nothing is logged on the way). */
function useSmtpServer() {
  const state = { port: 0, received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        state.received += 1;
        callback();
      });
    },
  });
  beforeAll(
    () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          state.port = (server.server.address() as AddressInfo).port;
          resolve();
        }),
      ),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return state;
}

/** Everything written to the console during the test, formatted as the console would. */
function captureConsole() {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(format(...args));
    });
  return () => lines.join('\n');
}

describe('the logs of a purchase and a renewal', () => {
  const smtp = useSmtpServer();
  beforeAll(() => {
    vi.stubEnv('NEXTAUTH_SECRET', AUTH_SECRET);
    vi.stubEnv('NEXTAUTH_URL', 'http://127.0.0.1');
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`);
    resetServerEnvForTests();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetServerEnvForTests();
  });
  const database = useTestDatabase({ seed: true });
  const auth = useRoute(nextAuthRoute, { parseBody: true, observe: true });
  const createPassword = useRoute(createPasswordRoute, { observe: true });
  const recovery = useRoute(recoveryRoute, { observe: true });
  const customer = useRoute(customerRoute, { observe: true });
  const offlineCard = useRoute(offlineCardRoute, { observe: true });
  const staff = useRoute(staffRoute, { observe: true });
  const purchase = usePurchaseRoutes();
  const browser = () => nextAuthFormClient(auth, { basePath: '/api/auth', callbackUrl: '/' });

  it('hold no password, token, client secret, card number, email body or signing key', async () => {
    const logs = captureLogs('trace');
    const consoleText = captureConsole();
    const secrets: string[] = [PASSWORD, AUTH_SECRET, '4242424242424242', '4242 4242 4242 4242'];
    try {
      // Sign up, set a password, sign in (once wrongly) as the browser does.
      const signup = browser();
      await signup.post(['callback', 'register'], { email: EMAIL, first_name: 'Ada' });
      const lead = (await signup.session()).json.user as { id: number; access_token: string };
      const set = await createPassword({
        method: 'PUT',
        url: '/api/v3/auth/create-password/',
        token: lead.access_token,
        body: { password: PASSWORD, confirm_password: PASSWORD },
      });
      expect(set.status).toBe(200);
      const refused = await browser().post(['callback', 'login'], {
        email: EMAIL,
        password: `${PASSWORD}!`,
      });
      expect(refused.status).toBe(401);
      const signin = browser();
      expect(
        (await signin.post(['callback', 'login'], { email: EMAIL, password: PASSWORD })).status,
      ).toBe(200);
      const user = (await signin.session()).json.user as { id: number; access_token: string };
      secrets.push(
        lead.access_token,
        user.access_token,
        ...signup.jar.values(),
        ...signin.jar.values(),
      );

      // A plan in the cart, a card number typed where it does not belong, and the purchase.
      const db = database.db();
      await saveAddress(db, user.id, SHIPPING);
      const pet = await createPet(db, user.id);
      const sku = planSku('FR', pet.kcalories_per_day, { fresh: ['chicken'], dry: [] });
      const cart = await updateCart(db, user.id, {
        subscriptions: { [String(pet.id)]: { sku, addons: [] } },
        line_items: [],
      });
      const typed = await offlineCard({
        method: 'POST',
        url: '/api/v3/payments/payment_methods/',
        token: user.access_token,
        body: { card: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030 },
      });
      expect(typed.status).toBeLessThan(500);
      const { transactionId } = await purchase(user.id, user.access_token, cart.cart_id);
      expect(transactionId).toContain('_secret_');
      secrets.push(transactionId);
      const forged = await customer({
        url: `/api/v3/customers/${user.id}/`,
        params: { id: String(user.id) },
        token: `${user.access_token.slice(0, -4)}AAAA`,
      });
      expect(forged.status).toBe(401);

      // Links that carry tokens: a password reset and a staff set-up invitation.
      expect(
        (
          await recovery({
            method: 'POST',
            url: '/api/v3/auth/password-recovery/request/',
            body: { email: EMAIL },
          })
        ).status,
      ).toBe(200);
      const owner = await createStaff(db, { role: 'owner' });
      secrets.push(owner.token, owner.password);
      const invited = await staff({
        method: 'POST',
        url: '/api/admin/staff/',
        token: owner.token,
        body: { email: 'new.staff@ollie.test', name: 'Sam', role: 'support' },
      });
      expect(invited.status).toBe(201);

      // The renewal; the queued emails delivered through SMTP, as the worker delivers them; then
      // an email delivery job that fails (the SMTP server is unreachable).
      expect(await renewNextBox(db, user.id)).toMatchObject({ charged: 1 });
      expect((await drainOutbox(db)).failed).toBe(0);
      const [reset] = await db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, 'password_recovery'));
      const { id: _id, sentAt: _sentAt, ...copy } = reset!;
      const [unsent] = await db.insert(outboxEmails).values(copy).returning();
      await expect(
        observeJob('email-delivery', { id: 'job-1' }, () =>
          deliverOutboxEmail(db, unsent!.id, async () => {
            throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          }),
        ),
      ).rejects.toThrow('ECONNREFUSED');
    } finally {
      logs.restore();
    }

    const emails = await database.db().select().from(outboxEmails);
    expect(emails.map((email) => email.kind)).toEqual(
      expect.arrayContaining(['order_confirmation', 'password_recovery', 'staff_invitation']),
    );
    expect(smtp.received).toBe(emails.length - 1);
    const links = emails
      .flatMap((email) => email.text.match(/https?:\/\/\S+/g) ?? [])
      .filter((link) => new URL(link).searchParams.has('token'));
    // The reset link and the set-up link, at least.
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) secrets.push(link, new URL(link).searchParams.get('token')!);
    for (const email of emails) secrets.push(email.text, email.html!);

    const text = logs.text();
    // The logs are there to be checked: every request and job left its line.
    const lines = logs.lines();
    expect(lines).toContainEqual(
      expect.objectContaining({ route: '/api/v3/customers/[id]/checkout', status: 200 }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ route: '/api/auth/[...nextauth]' }));
    expect(lines).toContainEqual(
      expect.objectContaining({ queue: 'email-delivery', outcome: 'failed' }),
    );
    for (const [where, written] of [
      ['log', text],
      ['console', consoleText()],
    ] as const) {
      for (const secret of secrets)
        expect(written, `${where} holds a secret`).not.toContain(secret);
      expect(written).not.toContain('_secret_');
      expect(written).not.toMatch(/\b4242[ -]?4242[ -]?4242[ -]?4242\b/);
    }
  });
});
