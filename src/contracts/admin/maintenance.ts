import { boolean, object, type InferType } from 'yup';

/**
 * PUT /api/admin/maintenance/: turn the shop-wide maintenance switch on or off (owners only).
 * `enabled` must be a JSON true or false (no "true", no 1) and nothing else may be sent, so a
 * typo can never flip the shop by accident.
 */
export const maintenanceInputSchema = object({
  enabled: boolean()
    .strict()
    .typeError('Must be true or false.')
    .required('Say whether maintenance mode is on (true) or off (false).'),
});
export type MaintenanceInput = InferType<typeof maintenanceInputSchema>;

/** GET and PUT /api/admin/maintenance/: the switch as stored, and who last changed it. */
export interface MaintenanceView {
  /** The switch in the database, which every web instance follows within a few seconds. */
  enabled: boolean;
  /**
   * MAINTENANCE_MODE is set on the instance that answered: it shows the maintenance page
   * whatever the switch says, until the variable is removed and the instance restarted.
   */
  forced_by_environment: boolean;
  changed_at: string | null;
  changed_by: { id: number; email: string; name: string } | null;
}
