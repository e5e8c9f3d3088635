import { useState, type ReactNode } from 'react';
import type { ApiClient } from '@/lib/api-client/http';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { useCareAction } from '../customers/use-care-action';
import { ActionStatus } from './action-status';
import { FormRow, Muted, Panel } from './admin-styles';

export interface LimitsFormProps<Name extends string> {
  accessToken: string;
  /** The id of the panel's heading, which names the form too. */
  headingId: string;
  heading: string;
  explanation: ReactNode;
  fields: readonly (readonly [Name, string])[];
  initial: Record<Name, string>;
  inputMode: 'numeric' | 'decimal';
  /** Said when the save succeeds. */
  saved: string;
  save: (client: ApiClient, values: Record<Name, string>) => Promise<unknown>;
}

/**
 * A panel of an owner's limits (claims, credit): a row of number fields saved in one call, the
 * answer's first field message shown when the API refuses, the page reloaded when it saves.
 */
export function LimitsForm<Name extends string>({
  accessToken,
  headingId,
  heading,
  explanation,
  fields,
  initial,
  inputMode,
  saved,
  save,
}: LimitsFormProps<Name>) {
  const action = useCareAction(accessToken);
  const [values, setValues] = useState(initial);
  return (
    <>
      <ActionStatus status={action.status} />
      <Panel aria-labelledby={headingId}>
        <h2 id={headingId}>{heading}</h2>
        <Muted>{explanation}</Muted>
        <form
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            void action.run(saved, (client) => save(client, values));
          }}
        >
          <FormRow>
            {fields.map(([name, label]) => (
              <TextField
                key={name}
                label={label}
                inputMode={inputMode}
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
    </>
  );
}
