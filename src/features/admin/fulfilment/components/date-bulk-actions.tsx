import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { swrKeyMatchers } from '@/lib/resources/keys';
import type { StaffSession } from '@/contracts/admin/staff';
import { ApiError, type ApiClient } from '@/lib/api-client';
import { moveWholeDate, packWholeDate } from '@/lib/api-client/admin/orders';
import { SKIP_REASON_TEXT, type SkipReason } from '@/domain/bulk-selection';
import { longDate } from '@/domain/format/date';
import { dateMoveReport } from '@/domain/date-move';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { ErrorText, FormRow, Panel, SuccessText } from '../../components/admin-styles';
import { ConfirmButton } from '../../components/confirm-button';

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.detail ?? 'Please try again.')
    : 'Please try again.';

const reasonText = (reason: string) => SKIP_REASON_TEXT[reason as SkipReason] ?? reason;

/**
 * The whole date at once: pack every box (held and unpaid ones are skipped and listed), and
 * for owners, move or skip every plan due that day (each customer is emailed).
 */
export function DateBulkActions({
  client,
  date,
  staff,
}: {
  client: ApiClient;
  date: string;
  staff: StaffSession;
}) {
  const { mutate } = useSWRConfig();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; lines?: string[] }>();
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const canPack = staff.permissions.includes('fulfilment.write');
  const canMove = staff.permissions.includes('deliveries.reschedule');
  if (!canPack && !canMove) return null;

  const run = async (call: () => Promise<{ ok: boolean; text: string; lines?: string[] }>) => {
    setBusy(true);
    try {
      setOutcome(await call());
      // Counts, boxes and forecast of the date all changed: read them again.
      await mutate(swrKeyMatchers.fulfilmentOfDate(date));
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const packAll = () =>
    run(async () => {
      const result = await packWholeDate(client, date);
      return {
        ok: true,
        text: `${result.packed} box(es) packed${result.skipped.length ? `, ${result.skipped.length} skipped` : ''}.`,
        lines: result.skipped.map(
          (skip) => `Order #${skip.order_id}, pup ${skip.pet_id}: ${reasonText(skip.reason)}`,
        ),
      };
    });
  const move = (target: string | null) =>
    run(async () => {
      const result = await moveWholeDate(client, date, { to: target, reason });
      return {
        ok: true,
        text: dateMoveReport(result),
        lines: result.skipped.map((skip) => `Plan ${skip.subscription_id}: ${skip.reason}`),
      };
    });

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Whole date</h2>
      <div role="status">
        {outcome ? (
          outcome.ok ? (
            <SuccessText>{outcome.text}</SuccessText>
          ) : (
            <ErrorText>{outcome.text}</ErrorText>
          )
        ) : null}
        {outcome?.lines?.length ? (
          <ul aria-label="Skipped">
            {outcome.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {canPack ? (
        <p>
          <Button size="small" disabled={busy} onClick={packAll}>
            Pack every box of {longDate(date)}
          </Button>
        </p>
      ) : null}
      {canMove ? (
        <FormRow>
          <TextField
            type="date"
            label="New delivery date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
          <TextField
            label="Reason (kept in the audit log)"
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
          />
          <ConfirmButton
            label="Move the date"
            ask={`Move every plan due on ${longDate(date)} to ${to ? longDate(to) : 'the new date'}? Each customer is emailed.`}
            confirm="Yes, move them"
            disabled={busy || !to || !reason.trim()}
            onConfirm={() => move(to)}
          />
          <ConfirmButton
            label="Skip the date"
            ask={`Skip every plan’s box of ${longDate(date)}? Each plan moves to its next box and each customer is emailed.`}
            confirm="Yes, skip them"
            disabled={busy || !reason.trim()}
            onConfirm={() => move(null)}
          />
        </FormRow>
      ) : null}
    </Panel>
  );
}
