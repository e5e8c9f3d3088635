import { useState } from 'react';
import { CANCEL_REASONS } from '@/domain/cancel-reasons';
import { longDate } from '@/domain/format/date';
import {
  applyBulkPlans,
  previewBulkPlans,
  type BulkPlanAction,
  type BulkPreview,
  type BulkRequest,
} from '@/lib/api-client/admin/bulk-plans';
import { SelectField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { FormRow, Muted, Panel } from '../components/admin-styles';
import type { useCareAction } from '../customers/use-care-action';

const ACTIONS: ReadonlyArray<{ value: BulkPlanAction; label: string }> = [
  { value: 'skip', label: 'Skip the next box' },
  { value: 'pause', label: 'Pause' },
  { value: 'move', label: 'Change the delivery date' },
  { value: 'cancel', label: 'Cancel' },
];
const REASONS = CANCEL_REASONS.map((value) => ({ value, label: value }));
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const dateText = (date: string | null) => (date ? longDate(date) : 'no box while stopped');

function PreviewText({ preview }: { preview: BulkPreview }) {
  return (
    <div>
      <h3 id="bulk-preview-heading">Preview: {plural(preview.plans, 'plan')} will change</h3>
      {preview.changes.length ? (
        <ul>
          {preview.changes.map((change) => (
            <li key={change.id}>
              #{change.id} {change.pup} ({change.email}): {longDate(change.from)} →{' '}
              {dateText(change.to)}
              {change.note ? `. ${change.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        {preview.emails
          ? `Emails: ${plural(preview.emails.count, `“${preview.emails.name}” email`)} to ${preview.emails.to.join(', ')}.`
          : 'No email is sent to customers.'}
      </p>
      {preview.refused.length ? (
        <>
          <h4>{plural(preview.refused.length, 'plan')} cannot be changed</h4>
          <ul>
            {preview.refused.map((line) => (
              <li key={line.id}>
                #{line.id} {line.pup}: {line.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The bulk actions on the plans ticked in the list: choose an action, preview it (nothing
 * changes), then apply what the preview showed; the request's key makes a double click act once.
 */
export function BulkPlanPanel({
  selected,
  action: care,
}: {
  selected: number[];
  action: ReturnType<typeof useCareAction>;
}) {
  const [name, setName] = useState<BulkPlanAction>('skip');
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<{ request: BulkRequest; preview: BulkPreview; key: string }>();
  const params: Record<string, string> =
    name === 'move'
      ? { next_delivery_date: date }
      : name === 'pause'
        ? date
          ? { until: date }
          : {}
        : name === 'cancel'
          ? { reason }
          : {};
  const request: BulkRequest = { action: name, subscription_ids: selected, params };
  const current = shown && JSON.stringify(shown.request) === JSON.stringify(request);

  const preview = () =>
    care.run(
      (result: BulkPreview) => {
        setShown({ request, preview: result, key: crypto.randomUUID() });
        return { ok: true, text: `Preview ready: ${plural(result.plans, 'plan')} would change.` };
      },
      (client) => previewBulkPlans(client, request),
    );
  const apply = () =>
    shown &&
    care.run(
      (result: Awaited<ReturnType<typeof applyBulkPlans>>) => {
        setShown(undefined);
        const failed = result.failed.length
          ? ` ${plural(result.failed.length, 'plan')} changed meanwhile and were left: ${result.failed.map((line) => `#${line.id} ${line.text}`).join('; ')}`
          : '';
        return { ok: true, text: `Done: ${plural(result.plans, 'plan')} changed.${failed}` };
      },
      (client) => applyBulkPlans(client, { ...shown.request, idempotency_key: shown.key }),
    );

  return (
    <Panel aria-labelledby="bulk-heading">
      <h2 id="bulk-heading">Act on the chosen plans</h2>
      <p>{plural(selected.length, 'plan')} chosen on this page.</p>
      <FormRow>
        <SelectField
          label="Action"
          options={ACTIONS}
          value={name}
          onChange={(event) => setName(event.target.value as BulkPlanAction)}
        />
        {name === 'move' || name === 'pause' ? (
          <div>
            <label htmlFor="bulk-date">
              {name === 'move' ? 'New delivery date' : 'Pause until (optional)'}
            </label>{' '}
            <input
              id="bulk-date"
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
        ) : null}
        {name === 'cancel' ? (
          <SelectField
            label="Why are these plans cancelled?"
            options={REASONS}
            placeholder="Choose a reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        <Button
          type="button"
          variant="secondary"
          size="small"
          disabled={care.busy || selected.length === 0}
          onClick={preview}
        >
          Preview
        </Button>
      </FormRow>
      {selected.length === 0 ? <Muted>Tick plans in the list to act on them.</Muted> : null}
      {shown && current ? (
        <>
          <PreviewText preview={shown.preview} />
          {shown.preview.plans > 0 ? (
            <Button type="button" size="small" disabled={care.busy} onClick={apply}>
              Apply to {plural(shown.preview.plans, 'plan')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}
