// `npm run staff:create -- --email E --role owner [--name N]`: creates a staff member and prints
// (locally) or emails (deployed) a one-time set-up link where they choose a password (and, for owners, set up an authenticator).
// With the embedded database, stop the server first (one process owns .data/pglite).
import { parseArgs } from 'node:util';
import { isStaffRole, STAFF_ROLES } from '@/server/admin/permissions';
import { createStaffWithSetupLink } from '@/server/admin/staff-bootstrap';
import { SETUP_TTL_HOURS } from '@/server/admin/staff-setup';
import { openConfiguredDatabase } from '@/server/db/client';
import { describeError } from '@/server/db/describe-error';
import { checkEnvOrExit } from '@/server/startup/check-env';

function usage(problem: string): never {
  console.error(
    `${problem}\nUsage: npm run staff:create -- --email person@example.com --role ${STAFF_ROLES.join('|')} [--name "Full Name"]`,
  );
  process.exit(2);
}

async function main() {
  checkEnvOrExit('staff:create');
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) usage('Give a valid --email.');
  if (!isStaffRole(values.role)) usage(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  const role = values.role;
  const handle = openConfiguredDatabase();
  try {
    const created = await createStaffWithSetupLink(handle.db, { email, role, name: values.name });
    if (created.delivery === 'shown') {
      console.info(
        `Created ${role} ${email}. Set-up link (works once, for ${SETUP_TTL_HOURS} hours):`,
      );
      console.info(created.setupLink);
    } else {
      // Outside local/test a terminal's output reaches the deployment's logs: email only.
      console.info(
        `Created ${role} ${email}. The set-up link is in the outbox for ${email} (#${created.outboxId}); the workers send it within minutes. It works once, for ${SETUP_TTL_HOURS} hours.`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Could not create the staff member: ${describeError(error)}`);
  process.exit(1);
});
