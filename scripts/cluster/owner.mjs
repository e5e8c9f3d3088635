// The first owner of a deployed shop, made as an operator makes one: `npm run staff:create`
// (deployed, the set-up link goes only by email: the test reads it from the outbox), the set-up
// page's authenticator key, the set-up form's call, then the console's sign-in with a code.
import { generate } from 'otplib';
import { runScript } from './processes.mjs';
import { shopClient } from './shop-client.mjs';

const PASSWORD = 'a console password for the cluster';

export async function signInOwner({ cluster, release, sql }) {
  const email = `owner-${Date.now()}@staff.cluster.test`;
  await runScript(release, 'staff:create', cluster.env, cluster.logDir, [
    '--email',
    email,
    '--role',
    'owner',
  ]);
  const { rows } = await sql('select text from outbox_emails where "to" = $1', [email]);
  const token = /\/admin\/setup\/\?token=([\w-]+)/.exec(rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error('No set-up link in the owner’s invitation email');

  const console_ = shopClient(cluster.nginx.base);
  const page = await console_.raw('GET', `/admin/setup/?token=${token}`);
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(page.text)?.[1];
  if (!secret) throw new Error(`No authenticator key on the set-up page (${page.status})`);
  const now = Math.floor(Date.now() / 1000);
  await console_.call('POST', '/api/admin/auth/setup/', {
    body: {
      token,
      password: PASSWORD,
      confirm_password: PASSWORD,
      totp_code: await generate({ secret, epoch: now }),
    },
  });
  // A code is accepted once: sign in with the next period's (within the allowed drift).
  const { csrfToken } = await console_.call('GET', '/api/admin/auth/csrf/');
  const signIn = await console_.raw('POST', '/api/admin/auth/callback/staff/', {
    form: {
      email,
      password: PASSWORD,
      totp: await generate({ secret, epoch: now + 30 }),
      csrfToken,
      callbackUrl: `${cluster.nginx.base}/admin/`,
      json: 'true',
    },
  });
  const session = await console_.call('GET', '/api/admin/auth/session/');
  if (!session?.user?.access_token)
    throw new Error(`The owner could not sign in (${signIn.status}: ${signIn.text.slice(0, 200)})`);
  console_.state.token = session.user.access_token;
  return console_;
}
