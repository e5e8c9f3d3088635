import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

const OUTBOX = join(process.cwd(), '.data', 'e2e', 'outbox');

/** Registers a lead through NextAuth's register callback and gives it a password, as the quiz and account pages will. */
export async function createCustomerWithPassword(
  request: APIRequestContext,
  email: string,
  password: string,
  firstName = 'Ada',
) {
  const { csrfToken } = (await (await request.get('/api/auth/csrf/')).json()) as {
    csrfToken: string;
  };
  const registered = await request.post('/api/auth/callback/register/', {
    form: {
      csrfToken,
      email,
      first_name: firstName,
      customer_group_id: '1',
      callbackUrl: '/',
      json: 'true',
    },
  });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()}`);
  const session = (await (await request.get('/api/auth/session/')).json()) as {
    user: { access_token: string };
  };
  const created = await request.put('/api/v3/auth/create-password/', {
    headers: { Authorization: `Bearer ${session.user.access_token}` },
    data: { password, confirm_password: password },
  });
  if (!created.ok()) throw new Error(`create-password failed: ${created.status()}`);
}

/**
 * The newest email to an address in the e2e server's mail drop (with `containing`, the newest
 * that says it: a new lead's welcome email may be there before the one a test waits for).
 * Emails are delivered by the server's job worker a moment after the request that wrote them, so
 * this waits for one.
 */
export async function latestEmailTo(
  email: string,
  timeoutMs = 15_000,
  containing = '',
): Promise<string> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const files = existsSync(OUTBOX) ? readdirSync(OUTBOX).sort().reverse() : [];
    for (const file of files) {
      const text = readFileSync(join(OUTBOX, file), 'utf8');
      if (text.startsWith(`To: ${email}\n`) && text.includes(containing)) return text;
    }
    if (performance.now() > deadline) throw new Error(`No email to ${email}`);
    // Polls the outbox with a deadline: the worker writes the file when it has sent the email.
    // eslint-disable-next-line shop/no-fixed-waits
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
