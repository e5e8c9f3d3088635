import type { MaintenanceView as Maintenance } from '@/contracts/admin/maintenance';
import type { StaffSession } from '@/contracts/admin/staff';
import { saveMaintenance } from '@/lib/api-client/admin/maintenance';
import { AdminLayout } from '../components/admin-layout';
import { Muted, Panel } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { useCareAction } from '../customers/use-care-action';
import { MaintenanceSwitch } from './maintenance-switch';

export interface MaintenanceViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  maintenance?: Maintenance;
}

/** Owners put the whole shop into maintenance and take it out again (audited). */
export function MaintenanceView({
  staff,
  accessToken,
  forbidden,
  maintenance,
}: MaintenanceViewProps) {
  const action = useCareAction(accessToken);
  return (
    <AdminLayout title="Maintenance mode" staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      {maintenance ? (
        <Panel aria-labelledby="maintenance-heading">
          <h2 id="maintenance-heading">Shop status</h2>
          <Muted>
            While maintenance mode is on, customers’ pages show “Under Maintenance” and their API
            calls answer 503; the console, its sign-in and the health checks stay reachable. Every
            change is recorded in the audit log.
          </Muted>
          <MaintenanceSwitch
            maintenance={maintenance}
            busy={action.busy}
            onChange={(enabled) =>
              action.run(
                enabled ? 'Maintenance mode is on.' : 'Maintenance mode is off: the shop is open.',
                (client) => saveMaintenance(client, { enabled }),
              )
            }
          />
        </Panel>
      ) : null}
    </AdminLayout>
  );
}
