import { eq } from 'drizzle-orm';
import type { MaintenanceInput, MaintenanceView } from '@/contracts/admin/maintenance';
import { maintenanceModeOn } from '@/env/server';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import { maintenanceSwitch, staff } from '@/server/db/schema';
import { MAINTENANCE_ROW_ID as ROW_ID, processMaintenanceCache } from './shop-maintenance';
import { clockNow } from '@/server/clock';

/** The switch as the console shows it, with who last changed it. */
export async function getMaintenance(db: Database): Promise<MaintenanceView> {
  const [row] = await db
    .select({
      enabled: maintenanceSwitch.enabled,
      changedAt: maintenanceSwitch.changedAt,
      staffId: staff.id,
      email: staff.email,
      name: staff.name,
    })
    .from(maintenanceSwitch)
    .leftJoin(staff, eq(staff.id, maintenanceSwitch.changedBy))
    .where(eq(maintenanceSwitch.id, ROW_ID));
  return {
    enabled: row?.enabled ?? false,
    forced_by_environment: maintenanceModeOn(),
    changed_at: row?.changedAt?.toISOString() ?? null,
    changed_by:
      row?.staffId != null ? { id: row.staffId, email: row.email!, name: row.name! } : null,
  };
}

/**
 * An owner turns maintenance mode on or off: the row (locked, so two owners take turns) and its
 * audit entry commit together. Asking for the state it is already in changes nothing and
 * records nothing. This process obeys at once; other instances within their cache's TTL.
 */
export async function setMaintenance(
  db: Database,
  staffId: number,
  input: MaintenanceInput,
): Promise<MaintenanceView> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ enabled: maintenanceSwitch.enabled })
      .from(maintenanceSwitch)
      .where(eq(maintenanceSwitch.id, ROW_ID))
      .for('update');
    const before = current?.enabled ?? false;
    if (current && before === input.enabled) return false;
    const values = { enabled: input.enabled, changedBy: staffId, changedAt: clockNow() };
    await tx
      .insert(maintenanceSwitch)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: maintenanceSwitch.id, set: values });
    await recordAudit(tx, {
      staffId,
      action: input.enabled ? 'maintenance.turn_on' : 'maintenance.turn_off',
      targetType: 'maintenance_switch',
      targetId: ROW_ID,
      before: { enabled: before },
      after: { enabled: input.enabled },
    });
    return true;
  });
  if (changed) processMaintenanceCache().remember(input.enabled);
  return getMaintenance(db);
}
