import { useState } from 'react';
import styled from 'styled-components';
import { browserApiClient } from '@/lib/session/api-client';
import {
  changePlan,
  MESSAGES,
  rescheduleDelivery,
  toApiError,
  toUserMessage,
  type Subscription,
} from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { FormError, SelectField } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { spacing } from '@/ui/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
  align-items: end;
  margin-top: ${spacing(3)};
`;

/** Move the next delivery, or change how many weeks of food each box holds. */
export function DeliveryControls({
  subscription,
  onChange,
}: {
  subscription: Subscription;
  onChange: (next: Subscription) => void;
}) {
  const [date, setDate] = useState('');
  const [weeks, setWeeks] = useState(String(subscription.weeks_of_food));
  const [busy, setBusy] = useState<'date' | 'weeks' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The server's list: still changeable today, after the box on its way, no carrier holidays.
  const dates = subscription.delivery_options;
  const frequencies = Array.from({ length: subscription.max_weeks_of_food }, (_, index) => {
    const count = index + 1;
    return { value: String(count), label: count === 1 ? 'Every week' : `Every ${count} weeks` };
  });

  const run = async (name: 'date' | 'weeks', action: () => Promise<Subscription>) => {
    setBusy(name);
    setError(null);
    try {
      const next = await action();
      onChange(next);
      notify.success(
        name === 'date'
          ? `Moved. The box arrives on ${longDate(next.next_delivery_date)}.`
          : `${MESSAGES.changesSaved}. Boxes now hold ${next.weeks_of_food} ${next.weeks_of_food === 1 ? 'week' : 'weeks'} of food.`,
      );
      setDate('');
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
    }
    setBusy(null);
  };

  return (
    <>
      <Row>
        <SelectField
          label={`Move the box of ${longDate(subscription.next_delivery_date)} to`}
          placeholder="Choose a date"
          options={dates.map((value) => ({ value, label: longDate(value) }))}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={!date}
          loading={busy === 'date'}
          onClick={() =>
            void run('date', () => rescheduleDelivery(browserApiClient(), subscription.id, date))
          }
        >
          Move delivery
        </Button>
      </Row>
      <Row>
        <SelectField
          label="How often boxes come"
          options={frequencies}
          value={weeks}
          onChange={(event) => setWeeks(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={weeks === String(subscription.weeks_of_food)}
          loading={busy === 'weeks'}
          onClick={() =>
            void run('weeks', () =>
              changePlan(browserApiClient(), subscription.id, { weeks_of_food: Number(weeks) }),
            )
          }
        >
          Change frequency
        </Button>
      </Row>
      {error ? <FormError role="alert">{error}</FormError> : null}
    </>
  );
}
