import { useState } from 'react';
import type { ClaimSettingsView } from '@/contracts/admin/claims';
import type { StaffSession } from '@/contracts/admin/staff';
import { saveClaimSettings } from '@/lib/api-client/admin/claims';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Muted, Panel } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { useCareAction } from '../customers/use-care-action';

export interface ClaimSettingsViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  settings?: ClaimSettingsView;
}

const FIELDS = [
  ['max_claims', 'Claims per customer per period'],
  ['max_remedy', 'Remedy per customer per period (cents)'],
  ['period_days', 'Period (days)'],
  ['window_days', 'Days after delivery a box can be reported'],
] as const;

/** The operator's limits: within them a claim is approved at once, over them staff decide. */
export function ClaimSettingsView({
  staff,
  accessToken,
  forbidden,
  settings,
}: ClaimSettingsViewProps) {
  const action = useCareAction(accessToken);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map(([name]) => [name, String(settings?.[name] ?? '')])),
  );
  return (
    <AdminLayout title="Claim limits" staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      <Panel aria-labelledby="limits-heading">
        <h2 id="limits-heading">Self-serve limits</h2>
        <Muted>
          A claim that keeps a customer within both limits over the period is approved at once; any
          other waits for review. Changes are recorded in the audit log.
        </Muted>
        <form
          aria-labelledby="limits-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void action.run('Claim limits saved.', (client) =>
              saveClaimSettings(client, {
                max_claims: Number(values.max_claims),
                max_remedy: Number(values.max_remedy),
                period_days: Number(values.period_days),
                window_days: Number(values.window_days),
              }),
            );
          }}
        >
          <FormRow>
            {FIELDS.map(([name, label]) => (
              <TextField
                key={name}
                label={label}
                inputMode="numeric"
                value={values[name]}
                onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              />
            ))}
            <Button type="submit" disabled={action.busy}>
              Save limits
            </Button>
          </FormRow>
        </form>
      </Panel>
    </AdminLayout>
  );
}
