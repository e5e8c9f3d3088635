import { useState } from 'react';
import type { MaintenanceView } from '@/contracts/admin/maintenance';
import { Button } from '@/ui/primitives/button';
import { ErrorText, FormRow, Muted } from '../components/admin-styles';
import { consoleTime } from '../components/console-format';

export interface MaintenanceSwitchProps {
  maintenance: MaintenanceView;
  busy: boolean;
  onChange: (enabled: boolean) => Promise<unknown>;
}

function lastChange({ enabled, changed_by, changed_at }: MaintenanceView): string {
  if (!changed_by || !changed_at) return 'Nobody has changed it yet.';
  const who = changed_by.name ? `${changed_by.name} (${changed_by.email})` : changed_by.email;
  return `Turned ${enabled ? 'on' : 'off'} by ${who} on ${consoleTime(changed_at)}.`;
}

/**
 * The switch itself. Turning maintenance on asks first, saying what customers will see; turning
 * it off (opening the shop again) does not.
 */
export function MaintenanceSwitch({ maintenance, busy, onChange }: MaintenanceSwitchProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <p>
        <strong>
          {maintenance.enabled
            ? 'Maintenance mode is on: customers see the maintenance page.'
            : 'The shop is open.'}
        </strong>
      </p>
      <Muted>{lastChange(maintenance)}</Muted>
      {maintenance.forced_by_environment ? (
        <ErrorText>
          MAINTENANCE_MODE is set on this server: it shows the maintenance page whatever this switch
          says, until the variable is removed and the server restarted.
        </ErrorText>
      ) : null}
      {maintenance.enabled ? (
        <Button disabled={busy} onClick={() => void onChange(false)}>
          Turn maintenance mode off
        </Button>
      ) : confirming ? (
        <div role="group" aria-labelledby="maintenance-confirm">
          <p id="maintenance-confirm">
            Customers will see the “Under Maintenance” page, and the shop’s app and API will answer
            503, on every server within a few seconds, until you turn it off. The console stays open
            to staff.
          </p>
          <FormRow>
            <Button
              disabled={busy}
              onClick={async () => {
                await onChange(true);
                setConfirming(false);
              }}
            >
              Yes, turn maintenance mode on
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </FormRow>
        </div>
      ) : (
        <Button disabled={busy} onClick={() => setConfirming(true)}>
          Turn maintenance mode on…
        </Button>
      )}
    </>
  );
}
