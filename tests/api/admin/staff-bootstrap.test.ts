import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseServerEnv, resetServerEnvForTests } from '@/env/server';
import { createStaffWithSetupLink } from '@/server/admin/staff-bootstrap';
import { readSetupLink } from '@/server/admin/staff-setup';
import { outboxEmails } from '@/server/db/schema';
import { DEPLOYMENT_SERVICES_ENV } from '../../helpers/deployment-env';
import { drainOutbox } from '../../helpers/outbox';
import { useTestDatabase } from '../../helpers/test-db';

/** Everything this process prints, by any of the usual routes. */
function captureOutput(): () => string {
  const printed: unknown[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => printed.push(...args));
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
      printed.push(chunk);
      return true;
    });
  return () =>
    printed
      .map((item) => (item instanceof Error ? `${item.message} ${item.stack}` : String(item)))
      .join('\n');
}

/** A complete staging environment, its SMTP server unreachable (nothing must get out anyway). */
function stageStaging() {
  for (const [name, value] of Object.entries({
    ...DEPLOYMENT_SERVICES_ENV,
    APP_ENV: 'staging',
    NEXT_PUBLIC_SITE_URL: 'https://staging.shop.example',
  }))
    vi.stubEnv(name, value);
  resetServerEnvForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
});

describe('creating a staff member from the command line', () => {
  const database = useTestDatabase();

  it('hands the set-up link back for the terminal in local and test', async () => {
    const db = database.db();
    const created = await createStaffWithSetupLink(db, { email: 'ada@example.com', role: 'owner' });
    expect(created.delivery).toBe('shown');
    if (created.delivery !== 'shown') return;
    const token = new URL(created.setupLink).searchParams.get('token');
    expect(await readSetupLink(db, token)).toMatchObject({
      staff: { email: 'ada@example.com', role: 'owner' },
    });
    const mail = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'ada@example.com'));
    expect(mail).toEqual([]);
  });

  it('prints the link on the configured site URL, not localhost', async () => {
    const db = database.db();
    const env = parseServerEnv({
      APP_ENV: 'local',
      PORT: '3100',
      NEXT_PUBLIC_SITE_URL: 'https://shop.example/',
    });
    const created = await createStaffWithSetupLink(
      db,
      { email: 'linus@example.com', role: 'support' },
      env,
    );
    expect(created.delivery).toBe('shown');
    if (created.delivery !== 'shown') return;
    expect(created.setupLink).toMatch(/^https:\/\/shop\.example\/admin\/setup\/\?token=[\w-]+$/);
  });

  it('in a deployment, sends the link only by email, through the outbox, and prints nothing of it', async () => {
    const db = database.db();
    stageStaging();
    const output = captureOutput();
    const created = await createStaffWithSetupLink(db, {
      email: 'grace@example.com',
      role: 'owner',
      name: 'Grace',
    });
    expect(created).not.toHaveProperty('setupLink');
    expect(created.delivery).toBe('emailed');
    if (created.delivery !== 'emailed') return;
    const [mail] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, created.outboxId));
    expect(mail).toMatchObject({ to: 'grace@example.com', kind: 'staff_invitation' });
    const link = /https:\/\/staging\.shop\.example\/admin\/setup\/\?token=([\w-]+)/.exec(
      mail!.text,
    );
    expect(link).not.toBeNull();
    expect(mail!.html).toContain(link![0]);
    expect(await readSetupLink(db, link![1])).toMatchObject({
      staff: { email: 'grace@example.com' },
    });
    // The script has no worker: the email waits in the outbox for one, unsent and untried.
    expect(mail).toMatchObject({ sentAt: null, attempts: 0, lastError: null });
    // The worker's delivery meets the unreachable SMTP server: the row keeps the error, for the
    // sweeper to try again.
    expect(await drainOutbox(db)).toEqual({ sent: 0, failed: 1 });
    const [tried] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, created.outboxId));
    expect(tried!.sentAt).toBeNull();
    expect(tried!.lastError).toMatch(/ECONNREFUSED/);
    const printed = output();
    expect(printed).not.toContain(link![1]);
    expect(printed).not.toContain('/admin/setup/');
  });
});
