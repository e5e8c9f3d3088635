import { useState } from 'react';
import { swrKeys } from '@/lib/resources/keys';
import { AsyncFallback } from '@/ui/async-content';
import useSWR from 'swr';
import { listFulfilmentDates } from '@/lib/api-client/admin/fulfilment';
import type { ApiClient } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import Link from '@/ui/primitives/app-link';
import { Pager } from './components/pager';
import { CapacityTable } from './components/capacity-table';
import { listCapacityDays } from '@/lib/api-client/admin/capacity';

/** Delivery dates with their counts: pick one to pack (or to see what is coming). */
export function FulfilmentDatesView({ client }: { client: ApiClient }) {
  const [page, setPage] = useState(1);
  const dates = useSWR(swrKeys.fulfilmentDates(page), () => listFulfilmentDates(client, page));
  const capacity = useSWR(swrKeys.capacityDays(), () => listCapacityDays(client));
  if (!dates.data || dates.error)
    return (
      <AsyncFallback resources={{ dates }} loadingLabel="Loading delivery dates…" spinnerSize={0} />
    );
  return (
    <>
      <table>
        <caption>Delivery dates</caption>
        <thead>
          <tr>
            <th scope="col">Delivery date</th>
            <th scope="col">State</th>
            <th scope="col">Boxes ordered</th>
            <th scope="col">Packed</th>
            <th scope="col">Shipped</th>
            <th scope="col">Forecast</th>
          </tr>
        </thead>
        <tbody>
          {dates.data.results.length === 0 ? (
            <tr>
              <td colSpan={6}>No deliveries from two weeks ago on.</td>
            </tr>
          ) : null}
          {dates.data.results.map((row) => (
            <tr key={row.delivery_date}>
              <th scope="row">
                <Link href={`/admin/fulfilment/${row.delivery_date}/`}>
                  {longDate(row.delivery_date)}
                </Link>
              </th>
              <td>{row.packable ? 'Packable' : `Forecast until ${longDate(row.cutoff_date)}`}</td>
              <td>{row.boxes}</td>
              <td>{row.packed}</td>
              <td>{row.shipped}</td>
              <td>{row.forecast}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager label="Date pages" page={page} nextPage={dates.data.next_page} onPage={setPage} />
      {capacity.data ? <CapacityTable days={capacity.data.results} /> : null}
    </>
  );
}
