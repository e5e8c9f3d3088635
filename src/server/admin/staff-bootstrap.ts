import { allowsLocalStandIns, serverEnv, type ServerEnv } from '@/env/server';
import type { Database } from '@/server/db/client';
import type { StaffRow } from '@/server/db/schema';
import { sendTemplate } from '@/server/email/templates/define-email';
import { staffInvitationEmail } from '@/server/email/templates/staff-invitation-email';
import type { StaffRole } from './permissions';
import { createStaffMember, issueSetupToken, SETUP_TTL_HOURS, setupUrl } from './staff-setup';

/** How the new member's set-up link left: shown to the operator, or emailed to the member. */
export type SetupLinkDelivery =
  | { member: StaffRow; delivery: 'shown'; setupLink: string }
  | { member: StaffRow; delivery: 'emailed'; outboxId: number };

/**
 * A staff member created from the command line (`npm run staff:create`, the first owner of a
 * new shop). On a laptop or in tests the set-up link is handed back for the terminal. Anywhere
 * else a terminal's output ends up in a deployment's logs, so the link only goes by email,
 * through the outbox like every other email, and the caller gets no link to print.
 * `env` is the validated environment, given only by tests.
 */
export async function createStaffWithSetupLink(
  db: Database,
  input: { email: string; role: StaffRole; name?: string },
  env: ServerEnv = serverEnv(),
): Promise<SetupLinkDelivery> {
  return db.transaction(async (tx) => {
    const member = await createStaffMember(tx, input);
    const token = await issueSetupToken(tx, member.id);
    if (allowsLocalStandIns(env.appEnv)) {
      return { member, delivery: 'shown', setupLink: setupUrl(token, env.siteUrl) };
    }
    const outboxId = await sendTemplate(tx, member.email, staffInvitationEmail, {
      name: member.name,
      invitedBy: 'The shop’s operator',
      role: member.role,
      setupUrl: setupUrl(token, env.siteUrl),
      validHours: SETUP_TTL_HOURS,
    });
    return { member, delivery: 'emailed', outboxId };
  });
}
