import { useState } from 'react';
import type { StaffSession } from '@/contracts/admin/staff';
import { saveCreditLimits, type CreditLimitsView } from '@/lib/api-client/admin/credit-limits';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Muted, Panel } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { dollarsToCentsInput } from '../customers/order-refund';
import { useCareAction } from '../customers/use-care-action';

export interface CreditLimitsViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  limits?: CreditLimitsView;
}

const FIELDS = [
  ['per_customer_daily', 'Credit per customer a day ($)'],
  ['per_agent_daily', 'Credit per staff member a day ($)'],
] as const;

const dollars = (cents: number | undefined) =>
  cents === undefined ? '' : (cents / 100).toFixed(2);

/** The owner's daily limits on account credit staff give (the last 24 hours, audited). */
export function CreditLimitsView({ staff, accessToken, forbidden, limits }: CreditLimitsViewProps) {
  const action = useCareAction(accessToken);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map(([name]) => [name, dollars(limits?.[name])])),
  );
  return (
    <AdminLayout title="Credit limits" staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      <Panel aria-labelledby="credit-limits-heading">
        <h2 id="credit-limits-heading">Daily credit limits</h2>
        <Muted>
          Credit given over the last 24 hours counts towards both limits; a grant that would pass
          either is refused. Changes are recorded in the audit log.
        </Muted>
        <form
          aria-labelledby="credit-limits-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void action.run('Credit limits saved.', (client) =>
              saveCreditLimits(client, {
                // -1 for what is not an amount: the API answers with the field's message.
                per_customer_daily: dollarsToCentsInput(values.per_customer_daily ?? '') ?? -1,
                per_agent_daily: dollarsToCentsInput(values.per_agent_daily ?? '') ?? -1,
              }),
            );
          }}
        >
          <FormRow>
            {FIELDS.map(([name, label]) => (
              <TextField
                key={name}
                label={label}
                inputMode="decimal"
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
