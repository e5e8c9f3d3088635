import { swrKeys } from '@/lib/resources/keys';
import { useState } from 'react';
import useSWR from 'swr';
import { actOnSubscription, getReactivationTerms } from '@/lib/api-client/admin/customers';
import type { Subscription } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { SHOP_ZONE_LABEL } from '@/domain/shop-time';
import { CheckboxField, SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { ErrorText, FormRow } from '../components/admin-styles';
import type { useCareAction } from './use-care-action';

interface Props {
  customerId: number;
  plan: Subscription;
  action: ReturnType<typeof useCareAction>;
}

const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/**
 * The rest of what the customer can do on My plan, done for them: how often boxes come, a pause
 * until a date, and restarting a cancelled plan (the customer agrees to the renewal terms first).
 */
export function PlanParity({ customerId, plan, action }: Props) {
  const [frequency, setFrequency] = useState(String(plan.weeks_of_food));
  const [until, setUntil] = useState('');
  const act = (name: 'frequency' | 'pause' | 'reactivate', done: string, data: object) =>
    action.run(done, (client) => actOnSubscription(client, customerId, plan.id, name, { ...data }));
  if (plan.status === 'cancelled')
    return <Reactivation customerId={customerId} plan={plan} action={action} />;
  return (
    <>
      <FormRow>
        <SelectField
          label={`How often ${plan.pet_name}’s boxes come`}
          options={Array.from({ length: plan.max_weeks_of_food }, (_, index) => ({
            value: String(index + 1),
            label: `Every ${weeks(index + 1)} (${weeks(index + 1)} of food)`,
          }))}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={action.busy || frequency === String(plan.weeks_of_food)}
          onClick={() =>
            act(
              'frequency',
              `${plan.pet_name}’s boxes now come every ${weeks(Number(frequency))}.`,
              {
                weeks_of_food: Number(frequency),
              },
            )
          }
        >
          Change frequency
        </Button>
      </FormRow>
      <FormRow>
        <TextField
          label={`Pause ${plan.pet_name}’s plan until (${SHOP_ZONE_LABEL})`}
          hint="The first box back arrives on the first delivery day from this date."
          type="date"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={action.busy || !until}
          onClick={() =>
            act('pause', `${plan.pet_name}’s plan is paused until ${longDate(until)}.`, { until })
          }
        >
          Pause until this date
        </Button>
      </FormRow>
    </>
  );
}

/**
 * Restarting a cancelled plan by phone: the agent reads out the renewal terms exactly as the
 * consent record will hold them (amount, tax, first charge date, how to cancel), then ticks that
 * the customer agreed to them.
 */
function Reactivation({ customerId, plan, action }: Props) {
  const [agreed, setAgreed] = useState(false);
  const terms = useSWR(swrKeys.adminReactivationTerms(customerId, plan.id), () =>
    getReactivationTerms(action.client, customerId, plan.id),
  );
  return (
    <>
      {terms.data ? (
        <>
          <p id={`terms-${plan.id}-label`}>
            <strong>Read this to the customer, word for word</strong> (it is what their consent
            records):
          </p>
          <blockquote aria-labelledby={`terms-${plan.id}-label`}>
            <p>{terms.data.terms_text}</p>
          </blockquote>
        </>
      ) : terms.error ? (
        <ErrorText>
          The renewal terms could not be loaded, so the plan cannot be restarted now.
        </ErrorText>
      ) : (
        <p>Loading the renewal terms…</p>
      )}
      <FormRow>
        <CheckboxField
          label={`${plan.pet_name}’s owner agreed to the renewal terms above, read out to them.`}
          checked={agreed}
          disabled={!terms.data}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <Button
          variant="secondary"
          disabled={action.busy || !agreed || !terms.data}
          onClick={() =>
            action.run(`${plan.pet_name}’s plan is active again.`, (client) =>
              actOnSubscription(client, customerId, plan.id, 'reactivate', {
                renewal_terms_accepted: true,
                delivery_date: terms.data!.delivery_date,
              }),
            )
          }
        >
          Reactivate {plan.pet_name}’s plan
        </Button>
      </FormRow>
    </>
  );
}
