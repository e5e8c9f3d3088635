import { eq } from 'drizzle-orm';
import { processWide } from '@/server/process-wide';
import { maintenanceModeOn } from '@/env/server';
import { getDb, type Database } from '@/server/db/client';
import { maintenanceSwitch } from '@/server/db/schema';
import { reportError } from '@/server/monitoring/report-error';
import { closedRequest } from './closed-paths';
import { MaintenanceCache } from './maintenance-cache';

export const MAINTENANCE_ROW_ID = 1;

/** The stored switch alone, as the web server's cache reads it: one primary-key lookup. */
export async function readMaintenanceEnabled(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ enabled: maintenanceSwitch.enabled })
    .from(maintenanceSwitch)
    .where(eq(maintenanceSwitch.id, MAINTENANCE_ROW_ID));
  return row?.enabled ?? false;
}

// Process-wide: the web server (dist/) and the API routes (.next/) are separate bundles with
// their own copies of this module, and the owner's change must reach the cache the server reads.
const holder = processWide('maintenance.cache', (): { cache?: MaintenanceCache } => ({}));

/** This process's cache of the stored switch, reading the process-wide database. */
export function processMaintenanceCache(): MaintenanceCache {
  holder.cache ??= new MaintenanceCache({
    read: () => readMaintenanceEnabled(getDb()),
    onReadError: (error) => reportError(error, { kind: 'maintenance_switch_read' }),
  });
  return holder.cache;
}

/** Tests install their own cache (fake clock and reader), or none to start cold again. */
export function setMaintenanceCacheForTests(cache: MaintenanceCache | undefined): void {
  holder.cache = cache;
}

/** Whether customers get the maintenance page now: forced by MAINTENANCE_MODE, or switched on. */
export async function shopInMaintenance(): Promise<boolean> {
  return maintenanceModeOn() || processMaintenanceCache().isOn();
}

/**
 * The web server's maintenance gate: what it must close for this request now (see closedRequest),
 * or null. Only requests it may close consult the switch, so files and the console never wait.
 */
export async function closedNow(
  method: string | undefined,
  url: string,
): Promise<'api' | 'page' | 'data' | null> {
  const closed = closedRequest(method, url);
  return closed && (await shopInMaintenance()) ? closed : null;
}
