import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MaintenanceView } from '@/contracts/admin/maintenance';
import maintenanceRoute from '@/pages/api/admin/maintenance';
import { auditLog, maintenanceSwitch } from '@/server/db/schema';
import { MaintenanceCache } from '@/server/services/maintenance/maintenance-cache';
import {
  closedNow,
  readMaintenanceEnabled,
  setMaintenanceCacheForTests,
} from '@/server/services/maintenance/shop-maintenance';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

const URL_PATH = '/api/admin/maintenance/';
/** What the web server's gate does with a request: what it closes, or null (served). */
const customerPage = (path = '/fresh-dog-food/') => closedNow('GET', path);

describe('the shop-wide maintenance switch (admin API)', () => {
  const database = useTestDatabase();
  const call = useRoute(maintenanceRoute);
  let owner: CreatedStaff;
  let support: CreatedStaff;
  let fulfilment: CreatedStaff;

  beforeAll(async () => {
    const db = database.db();
    [owner, support, fulfilment] = await Promise.all([
      createStaff(db, { role: 'owner', name: 'Olive Owner' }),
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
  });

  beforeEach(async () => {
    await database
      .db()
      .update(maintenanceSwitch)
      .set({ enabled: false, changedBy: null, changedAt: null });
    // Each test starts as a freshly started instance would: nothing cached.
    setMaintenanceCacheForTests(undefined);
  });

  afterEach(() => {
    delete process.env.MAINTENANCE_MODE;
    setMaintenanceCacheForTests(undefined);
  });

  const put = (staff: { token: string }, body: unknown) =>
    call<MaintenanceView & Record<string, string[]>>({
      method: 'PUT',
      url: URL_PATH,
      token: staff.token,
      body,
    });
  const auditRows = () =>
    database
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'maintenance_switch'))
      .orderBy(desc(auditLog.id));

  it('starts off, changed by nobody', async () => {
    const read = await call<MaintenanceView>({ url: URL_PATH, token: owner.token });
    expect(read.status).toBe(200);
    expect(read.json).toEqual({
      enabled: false,
      forced_by_environment: false,
      changed_at: null,
      changed_by: null,
    });
  });

  it('an owner turns it on and off: stored with who and when, audited, and obeyed by the web server’s gate', async () => {
    const auditsBefore = (await auditRows()).length;
    const on = await put(owner, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({
      enabled: true,
      changed_by: { id: owner.id, email: owner.email, name: 'Olive Owner' },
    });
    expect(Date.parse(on.json.changed_at!)).not.toBeNaN();
    expect(await readMaintenanceEnabled(database.db())).toBe(true);
    const [turnedOn] = await auditRows();
    expect(turnedOn).toMatchObject({
      staffId: owner.id,
      action: 'maintenance.turn_on',
      targetId: '1',
      before: { enabled: false },
      after: { enabled: true },
    });

    // Customers get the 503; the console and its API stay open for the owner.
    expect(await customerPage()).toBe('page');
    expect(await customerPage('/api/v3/products/')).toBe('api');
    expect(await customerPage('/admin/maintenance/')).toBeNull();

    const off = await put(owner, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ enabled: false, changed_by: { id: owner.id } });
    const [turnedOff] = await auditRows();
    expect(turnedOff).toMatchObject({
      action: 'maintenance.turn_off',
      before: { enabled: true },
      after: { enabled: false },
    });
    expect((await auditRows()).length).toBe(auditsBefore + 2);
    expect(await customerPage()).toBeNull();
  });

  it('another instance follows the stored switch once its cache’s TTL has passed', async () => {
    const clock = { now: 0 };
    const otherInstance = new MaintenanceCache({
      read: () => readMaintenanceEnabled(database.db()),
      now: () => clock.now,
    });
    setMaintenanceCacheForTests(otherInstance);
    expect(await customerPage()).toBeNull();

    // The owner's change lands through the database (as if taken by another instance).
    await database.db().update(maintenanceSwitch).set({ enabled: true });
    clock.now = 1_999;
    expect(await customerPage()).toBeNull();
    clock.now = 2_000;
    expect(await customerPage()).toBe('page');
  });

  it('asking for the state it is already in changes and records nothing', async () => {
    await put(owner, { enabled: true });
    const first = (await call<MaintenanceView>({ url: URL_PATH, token: owner.token })).json;
    const audits = (await auditRows()).length;
    const again = await put(owner, { enabled: true });
    expect(again.status).toBe(200);
    expect(again.json.changed_at).toBe(first.changed_at);
    expect((await auditRows()).length).toBe(audits);
  });

  it('says when MAINTENANCE_MODE forces this instance on, whatever the switch says', async () => {
    process.env.MAINTENANCE_MODE = 'true';
    const read = await call<MaintenanceView>({ url: URL_PATH, token: owner.token });
    expect(read.json).toMatchObject({ enabled: false, forced_by_environment: true });
    expect(await customerPage()).toBe('page');
  });

  it('support and fulfilment may neither see nor flip it (403); a customer token 403; no token 401', async () => {
    const { token: customerToken } = await createSignedInCustomer(database.db());
    for (const caller of [support, fulfilment, { token: customerToken }]) {
      expect((await call({ url: URL_PATH, token: caller.token })).status).toBe(403);
      expect((await put(caller, { enabled: true })).status).toBe(403);
    }
    expect((await call({ url: URL_PATH })).status).toBe(401);
    expect((await call({ method: 'PUT', url: URL_PATH, body: { enabled: true } })).status).toBe(
      401,
    );
    expect(
      (await put({ token: 'forged-token-that-is-not-ours-0000000000' }, { enabled: true })).status,
    ).toBe(401);
    expect(await readMaintenanceEnabled(database.db())).toBe(false);
  });

  it('refuses anything but a JSON true or false (400), changing nothing', async () => {
    const audits = (await auditRows()).length;
    for (const [body, field] of [
      [{ enabled: 'true' }, 'enabled'],
      [{ enabled: 1 }, 'enabled'],
      [{ enabled: null }, 'enabled'],
      [{ enabled: [true] }, 'enabled'],
      [{}, 'enabled'],
      [{ enabled: true, reason: 'deploy' }, 'reason'],
      [[true], 'non_field_errors'],
      [{ enabled: 'yes' }, 'enabled'],
    ] as const) {
      const answer = await put(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(await readMaintenanceEnabled(database.db())).toBe(false);
    expect((await auditRows()).length).toBe(audits);
  });

  it('answers other methods with 405', async () => {
    expect((await call({ method: 'POST', url: URL_PATH, token: owner.token })).status).toBe(405);
  });
});
