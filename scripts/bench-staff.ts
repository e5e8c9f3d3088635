// The bench's staff (the same three people the large seed's audit log names): a support agent,
// a packer and an owner, each with a live console token and two-step sign-in on, as the console
// requires of every role before anything else.
import { issueStaffToken } from '@/server/admin/staff-tokens';
import { encryptSecret, newTotpSecret } from '@/server/admin/totp';
import type { Database } from '@/server/db/client';
import { staff } from '@/server/db/schema';
import { BENCH_STAFF } from './bench-seed-care';

type Role = keyof typeof BENCH_STAFF;

async function member(db: Database, role: Role) {
  const values = {
    email: BENCH_STAFF[role],
    name: `Bench ${role}`,
    role,
    totpEnabled: true,
    totpSecret: encryptSecret(newTotpSecret()),
  };
  const [row] = await db
    .insert(staff)
    .values(values)
    .onConflictDoUpdate({
      target: staff.email,
      set: { role, totpEnabled: values.totpEnabled, totpSecret: values.totpSecret, active: true },
    })
    .returning({ id: staff.id });
  const { token } = await issueStaffToken(db, row!.id);
  return { id: row!.id, token };
}

export async function benchStaff(db: Database) {
  return {
    support: await member(db, 'support'),
    fulfilment: await member(db, 'fulfilment'),
    owner: await member(db, 'owner'),
  };
}
