import { swrKeys } from '@/lib/resources/keys';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { TimelineKind } from '@/contracts/admin/timeline';
import { toApiError, toUserMessage } from '@/lib/api-client';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import { getCustomerTimeline, type TimelinePage } from '@/lib/api-client/admin/customers';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { Muted, Panel, Table } from '../components/admin-styles';
import { consoleCents, consoleTime } from '../components/console-format';

const KIND_LABEL: Record<TimelineKind, string> = {
  order: 'Order',
  charge: 'Charge',
  refund: 'Refund',
  email: 'Email',
  plan_change: 'Plan change',
  account: 'Account change',
  claim: 'Claim',
  note: 'Note',
  consent: 'Consent',
};

/**
 * Everything that happened to the customer in one feed, newest first, fifty at a time (older
 * pages are added below on request).
 */
export function CustomerTimeline({
  customerId,
  accessToken,
}: {
  customerId: number;
  accessToken: string;
}) {
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const first = useSWR(swrKeys.customerTimeline(customerId), () =>
    getCustomerTimeline(client, customerId),
  );
  const [older, setOlder] = useState<TimelinePage[]>([]);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const pages = first.data ? [first.data, ...older] : [];
  const events = pages.flatMap((page) => page.events);
  const next = pages.length ? pages[pages.length - 1]!.next_before : null;

  async function loadOlder() {
    if (!next) return;
    setLoading(true);
    setError('');
    try {
      const page = await getCustomerTimeline(client, customerId, next);
      setOlder((before) => [...before, page]);
    } catch (caught) {
      setError(toUserMessage(toApiError(caught), { action: 'load' }).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Panel aria-labelledby="timeline-heading" aria-busy={first.isLoading || loading}>
      <h2 id="timeline-heading">Timeline</h2>
      {first.error ? (
        <FormError role="alert">
          {toUserMessage(toApiError(first.error), { action: 'load' }).message}
        </FormError>
      ) : null}
      {first.data && events.length === 0 ? <Muted>Nothing has happened yet.</Muted> : null}
      {events.length ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Event</th>
              <th scope="col">Details</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.key}>
                <td>{consoleTime(event.at)}</td>
                <td>{KIND_LABEL[event.kind]}</td>
                <td>{event.title}</td>
                <td>{event.detail}</td>
                <td>{event.amount_cents === null ? '' : consoleCents(event.amount_cents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      {next ? (
        <Button
          type="button"
          size="small"
          variant="secondary"
          disabled={loading}
          onClick={loadOlder}
        >
          Show older events
        </Button>
      ) : null}
    </Panel>
  );
}
