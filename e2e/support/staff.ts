import type { Page } from '@playwright/test';
import type { StaffRole } from '@/contracts/admin/staff';
import { serverTotp } from './clock';

export interface SignedInStaff {
  email: string;
  password: string;
  totpSecret: string | null;
}

/**
 * Creates a staff member through the e2e server's test-only endpoint (POST /api/e2e/staff/),
 * then signs in through the real /admin/login/ form, with an authenticator code for owners.
 */
export async function signInAsStaff(
  page: Page,
  { role }: { role: StaffRole },
): Promise<SignedInStaff> {
  const created = await page.request.post('/api/e2e/staff/', { data: { role } });
  if (created.status() !== 201)
    throw new Error(`creating a test ${role} failed: ${created.status()}`);
  const member = (await created.json()) as {
    email: string;
    password: string;
    totp_secret: string | null;
  };
  await page.goto('/admin/login/');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  if (member.totp_secret)
    await page
      .getByLabel('Authenticator code')
      .fill(await serverTotp(page.request, member.totp_secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/');
  return { email: member.email, password: member.password, totpSecret: member.totp_secret };
}

/** A customer's console page, found by email through the console's search (the page must be signed in). */
export async function openCustomerInConsole(agent: Page, email: string): Promise<void> {
  await agent.goto(`/admin/customers/?q=${encodeURIComponent(email)}`);
  await agent
    .getByRole('region', { name: 'Results' })
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link')
    .click();
}
