import { useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import type { PendingBoxChoice, PendingBoxView } from '@/contracts/data-rights';
import { deleteCustomerAccount, exportCustomerData } from '@/lib/api-client/admin/data-rights';
import { pendingBoxesIn } from '@/lib/api-client/data-rights';
import { PendingBoxesChoice } from '@/features/account/my-info/pending-boxes-choice';
import { saveJson } from '@/lib/download/save-json';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { FormRow, Muted, Panel } from '../components/admin-styles';
import type { useCareAction } from './use-care-action';

interface Props {
  customerId: number;
  accessToken: string;
  /** The page's care action: runs the deletion, reloads what is stored, says how it went. */
  action: ReturnType<typeof useCareAction>;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.detail ?? 'Please try again.')
    : 'Please try again.';

/**
 * A customer's data request received by phone or email: download their data, or delete their
 * account after typing its email and a fresh authenticator code (both audited by the server).
 */
export function DataRightsPanel({ customerId, accessToken, action }: Props) {
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  // Paid boxes not shipped yet, once the server asked what should happen to them.
  const [pending, setPending] = useState<PendingBoxView[] | null>(null);
  const [choice, setChoice] = useState<PendingBoxChoice | ''>('');
  const [choiceError, setChoiceError] = useState('');

  const download = async () => {
    setBusy(true);
    setError('');
    try {
      const data = await exportCustomerData(client, customerId);
      saveJson(data, `ollie-data-${customerId}-${data.generated_at.slice(0, 10)}.json`);
      setDone('Data downloaded.');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = String(form.get('confirm_email') ?? '');
    const code = String(form.get('step_up_code') ?? '').trim();
    if (pending && !choice) {
      setChoiceError('Choose what should happen to the box, as the customer asked.');
      return;
    }
    setChoiceError('');
    await action.run('Account deleted.', async (adminClient) => {
      try {
        return await deleteCustomerAccount(
          adminClient,
          customerId,
          typed,
          code,
          choice || undefined,
        );
      } catch (caught) {
        const boxes = caught instanceof ApiError ? pendingBoxesIn(caught) : null;
        if (boxes && !choice) setPending(boxes);
        throw caught;
      }
    });
  };

  return (
    <Panel aria-labelledby="data-rights-heading">
      <h2 id="data-rights-heading">Data requests</h2>
      <Muted>For a request to see or delete their data received by phone or email.</Muted>
      {error ? <p role="alert">{error}</p> : null}
      {done ? <p role="status">{done}</p> : null}
      <p>
        <Button variant="secondary" onClick={() => void download()} disabled={busy}>
          Download customer data
        </Button>
      </p>
      <form onSubmit={(event) => void remove(event)} aria-label="Delete customer account">
        <FormRow>
          <TextField
            label="Customer’s email, to confirm deletion"
            name="confirm_email"
            type="email"
            autoComplete="off"
            required
          />
          <TextField
            label="Authenticator code"
            name="step_up_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint="Deleting an account asks for a fresh code from your app."
            required
          />
          <Button type="submit" variant="destructive" disabled={busy || action.busy}>
            Delete account
          </Button>
        </FormRow>
        {pending ? (
          <PendingBoxesChoice
            boxes={pending}
            whose="The customer’s"
            value={choice}
            onChange={(next) => {
              setChoice(next);
              setChoiceError('');
            }}
            error={choiceError || undefined}
          />
        ) : null}
      </form>
    </Panel>
  );
}
