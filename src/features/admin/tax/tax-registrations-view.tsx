import { useState } from 'react';
import styled from 'styled-components';
import type { StaffSession } from '@/contracts/admin/staff';
import {
  saveTaxRegistrations,
  type TaxRegistrationsView as Registrations,
} from '@/lib/api-client/admin/tax-registrations';
import { STATE_NAMES, SUPPORTED_STATES } from '@/domain/us-states';
import { CheckboxField } from '@/ui/forms/checkbox-field';
import { Button } from '@/ui/primitives/button';
import { spacing } from '@/ui/theme';
import { AdminLayout } from '../components/admin-layout';
import { ActionStatus } from '../components/action-status';
import { Muted, Panel } from '../components/admin-styles';
import { useCareAction } from '../customers/use-care-action';

export interface TaxRegistrationsViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  registrations?: Registrations;
}

const States = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${spacing(1, 3)};
  border: 0;
  padding: 0;
  margin: ${spacing(2, 0)};
`;

const stateName = (state: string) => STATE_NAMES[state as keyof typeof STATE_NAMES] ?? state;

/**
 * Where the shop collects sales tax (its registrations, or nexus): tax is charged only to
 * addresses in these states. Offline, this list decides; with Stripe Tax, Stripe's
 * registrations do and the page only shows them.
 */
export function TaxRegistrationsView({
  staff,
  accessToken,
  forbidden,
  registrations,
}: TaxRegistrationsViewProps) {
  const action = useCareAction(accessToken);
  const [chosen, setChosen] = useState<string[]>(registrations?.states ?? []);
  const byStripe = registrations?.managed_by === 'stripe';
  return (
    <AdminLayout title="Sales tax" staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      <Panel aria-labelledby="tax-registrations-heading">
        <h2 id="tax-registrations-heading">Where the shop collects sales tax</h2>
        {byStripe ? (
          <>
            <Muted>
              Stripe Tax decides: these are the registrations in Stripe’s dashboard (Tax →
              Registrations). Add or end one there.
            </Muted>
            <ul>
              {registrations!.states.map((state) => (
                <li key={state}>{stateName(state)}</li>
              ))}
            </ul>
            {registrations!.states.length === 0 && <p>No active registrations in Stripe.</p>}
          </>
        ) : (
          <form
            aria-labelledby="tax-registrations-heading"
            onSubmit={(event) => {
              event.preventDefault();
              void action.run('Registrations saved.', (client) =>
                saveTaxRegistrations(client, { states: chosen }),
              );
            }}
          >
            <Muted>
              Tax is charged only on boxes shipped to a state ticked here. Register with a state
              before you tick it; changes apply to the next quote and the next renewal, and are
              recorded in the audit log.
            </Muted>
            <States>
              <legend>States registered ({chosen.length})</legend>
              {SUPPORTED_STATES.map((state) => (
                <CheckboxField
                  key={state}
                  label={stateName(state)}
                  checked={chosen.includes(state)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked
                        ? [...chosen, state]
                        : chosen.filter((other) => other !== state),
                    )
                  }
                />
              ))}
            </States>
            <Button type="submit" disabled={action.busy}>
              Save registrations
            </Button>
          </form>
        )}
      </Panel>
    </AdminLayout>
  );
}
