import { useState } from 'react';
import { actOnSubscription } from '@/lib/api-client/admin/customers';
import type { Subscription } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { CANCEL_REASONS } from '@/domain/cancel-reasons';
import { SelectField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { FormRow, Panel } from '../components/admin-styles';
import { ConfirmButton } from '../components/confirm-button';
import { PlanEditors, type PlanCatalog } from './plan-editors';
import { PlanParity } from './plan-parity';
import type { useCareAction } from './use-care-action';
import { consoleCents } from '../components/console-format';

const REASONS = CANCEL_REASONS.map((value) => ({ value, label: value }));

interface Props {
  customerId: number;
  subscription: Subscription;
  action: ReturnType<typeof useCareAction>;
  /** Without it (or without customers.act) the plan's recipes, portion and extras stay read-only. */
  catalog?: PlanCatalog;
}

/** One pup's plan and its next box, with what support can do to it for the customer. */
export function SubscriptionPanel({ customerId, subscription: plan, action, catalog }: Props) {
  const [moveTo, setMoveTo] = useState('');
  const [reason, setReason] = useState('');
  const act = (name: Parameters<typeof actOnSubscription>[3], done: string, data = {}) =>
    action.run(done, (client) => actOnSubscription(client, customerId, plan.id, name, data));
  const headingId = `plan-${plan.id}`;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>
        {plan.pet_name}’s plan ({plan.status})
      </h2>
      {plan.status === 'active' ? (
        <>
          <p>
            Next box: {longDate(plan.next_delivery_date)}, {consoleCents(plan.next_box.total)}
            {plan.next_box.credit
              ? ` after ${consoleCents(plan.next_box.credit)} account credit`
              : ''}
            . Changes until {longDate(plan.last_change_date)}.
          </p>
          <ul>
            {plan.next_box.lines.map((line) => (
              <li key={line.sku}>
                {line.product_name}
                {line.quantity > 1 ? ` × ${line.quantity}` : ''}: {consoleCents(line.total_cents)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        // A paused or cancelled plan has no box coming now: no date, and nothing to change by.
        <p>{stoppedPlanText(plan)}</p>
      )}
      <FormRow>
        {plan.status === 'active' ? (
          <>
            <Button
              variant="secondary"
              disabled={action.busy}
              onClick={() =>
                act('skip', `${plan.pet_name}’s next box is skipped.`, {
                  delivery_date: plan.next_delivery_date,
                })
              }
            >
              Skip next box
            </Button>
            <Button
              variant="secondary"
              disabled={action.busy}
              onClick={() => act('pause', `${plan.pet_name}’s plan is paused.`)}
            >
              Pause plan
            </Button>
          </>
        ) : null}
        {plan.status === 'paused' ? (
          <Button
            variant="secondary"
            disabled={action.busy}
            onClick={() => act('resume', `${plan.pet_name}’s plan is resumed.`)}
          >
            Resume plan
          </Button>
        ) : null}
      </FormRow>
      {plan.status === 'active' && plan.delivery_options.length ? (
        <FormRow>
          <SelectField
            label={`Move ${plan.pet_name}’s next box to`}
            options={plan.delivery_options.map((date) => ({ value: date, label: longDate(date) }))}
            placeholder="Choose a date"
            value={moveTo}
            onChange={(event) => setMoveTo(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={action.busy || !moveTo}
            onClick={() =>
              act('move', `${plan.pet_name}’s next box is moved.`, { next_delivery_date: moveTo })
            }
          >
            Move box
          </Button>
        </FormRow>
      ) : null}
      <PlanParity customerId={customerId} plan={plan} action={action} />
      {plan.status !== 'cancelled' && catalog ? (
        <PlanEditors customerId={customerId} plan={plan} catalog={catalog} action={action} />
      ) : null}
      {plan.status !== 'cancelled' ? (
        <FormRow>
          <SelectField
            label={`Why is ${plan.pet_name}’s plan cancelled?`}
            options={REASONS}
            placeholder="Choose a reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <ConfirmButton
            label={`Cancel ${plan.pet_name}’s plan`}
            ask={`Cancel ${plan.pet_name}’s plan (${reason || 'no reason chosen'})? No more boxes will be charged or sent.`}
            confirm={`Yes, cancel ${plan.pet_name}’s plan`}
            keep="No, keep the plan"
            disabled={action.busy || !reason}
            onConfirm={() => act('cancel', `${plan.pet_name}’s plan is cancelled.`, { reason })}
          />
        </FormRow>
      ) : null}
    </Panel>
  );
}

/**
 * A stopped plan in one statement: a pause with an end date says when boxes start again (not
 * also that none is coming), an open pause how to restart, a cancelled plan that none comes.
 */
export function stoppedPlanText(plan: Pick<Subscription, 'status' | 'resume_on'>): string {
  if (plan.status === 'paused' && plan.resume_on)
    return `Paused until ${longDate(plan.resume_on)}: no box comes before then, and the first box back arrives on the first delivery day from that date.`;
  if (plan.status === 'paused')
    return 'No box is coming: the plan is paused until someone resumes it. Resuming it orders the next box.';
  return `No box is coming: the plan is ${plan.status}.`;
}
