import { useState, type FormEvent } from 'react';
import {
  addCredit,
  addNote,
  resendEmail,
  startPasswordReset,
  type CustomerCareView,
} from '@/lib/api-client/admin/customers';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { FormRow, Muted, Panel, Table } from '../components/admin-styles';
import { dollarsToCentsInput, newKey } from './order-refund';
import type { useCareAction } from './use-care-action';
import { consoleCents, consoleTime } from '../components/console-format';

interface Props {
  care: CustomerCareView;
  canCredit: boolean;
  action: ReturnType<typeof useCareAction>;
}

/** Credit, staff notes, the emails sent (with resend) and a password reset. */
export function AccountTools({ care, canCredit, action }: Props) {
  const id = care.profile.id;
  // One key per credit being entered: a second click (or a retry) of it grants it once.
  const [creditKey, setCreditKey] = useState(newKey);
  const giveCredit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const amount = dollarsToCentsInput(String(data.get('amount') ?? '')) ?? -1;
    const ok = await action.run('Credit added.', (client) =>
      addCredit(client, id, {
        idempotency_key: creditKey,
        amount,
        reason: String(data.get('reason') ?? ''),
      }),
    );
    if (ok) {
      form.reset();
      setCreditKey(newKey());
    }
  };
  const writeNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('body') ?? '');
    if (await action.run('Note added.', (client) => addNote(client, id, body))) form.reset();
  };
  return (
    <>
      <Panel aria-labelledby="credit-heading">
        <h2 id="credit-heading">Account credit: {consoleCents(care.profile.credit_balance)}</h2>
        <ul>
          {care.credit.map((entry) => (
            <li key={entry.id}>
              {consoleTime(entry.created_at)}: {entry.kind} {consoleCents(entry.amount)}
              {entry.reason ? ` (${entry.reason})` : ''}
              {entry.order_id ? `, order #${entry.order_id}` : ''}
            </li>
          ))}
        </ul>
        {canCredit ? (
          <form onSubmit={giveCredit} aria-label="Add account credit">
            <FormRow>
              <TextField label="Credit amount ($)" name="amount" inputMode="decimal" required />
              <TextField label="Reason for the credit" name="reason" required />
              <Button type="submit" disabled={action.busy}>
                Add credit
              </Button>
            </FormRow>
          </form>
        ) : null}
      </Panel>
      <Panel aria-labelledby="notes-heading">
        <h2 id="notes-heading">Staff notes</h2>
        {care.notes.length ? (
          <ul>
            {care.notes.map((note) => (
              <li key={note.id}>
                {consoleTime(note.created_at)}: {note.body}
              </li>
            ))}
          </ul>
        ) : (
          <Muted>No notes yet.</Muted>
        )}
        <form onSubmit={writeNote} aria-label="Add a note">
          <FormRow>
            <TextField label="New note" name="body" required />
            <Button type="submit" disabled={action.busy}>
              Add note
            </Button>
          </FormRow>
        </form>
      </Panel>
      <Panel aria-labelledby="emails-heading">
        <h2 id="emails-heading">Emails sent</h2>
        <Table>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
              <th scope="col">Written</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {care.emails.map((email) => (
              <tr key={email.id}>
                <td>{email.subject}</td>
                <td>{email.kind}</td>
                <td>{email.status}</td>
                <td>{consoleTime(email.created_at)}</td>
                <td>
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={action.busy}
                    aria-label={`Resend “${email.subject}”`}
                    onClick={() =>
                      action.run('Email sent again.', (client) => resendEmail(client, id, email.id))
                    }
                  >
                    Resend
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p>
          <Button
            variant="secondary"
            disabled={action.busy}
            onClick={() =>
              action.run('Password reset link sent.', (client) => startPasswordReset(client, id))
            }
          >
            Send a password reset link
          </Button>
        </p>
      </Panel>
    </>
  );
}
