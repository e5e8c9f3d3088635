import { useState } from 'react';
import { swrKeys } from '@/lib/resources/keys';
import { AsyncFallback } from '@/ui/async-content';
import useSWR from 'swr';
import { listForecastBoxes } from '@/lib/api-client/admin/fulfilment';
import type { ApiClient } from '@/lib/api-client';
import { addonLine, recipeLine } from '../box-text';
import { Pager } from './pager';

/** Plans due on the date whose box is not ordered yet: what is coming, not packable. */
export function ForecastList({ client, date }: { client: ApiClient; date: string }) {
  const [page, setPage] = useState(1);
  const forecast = useSWR(swrKeys.fulfilmentForecast(date, page), () =>
    listForecastBoxes(client, date, page),
  );
  if (!forecast.data || forecast.error)
    return (
      <AsyncFallback
        resources={{ forecast }}
        loadingLabel="Loading the forecast…"
        spinnerSize={0}
      />
    );
  if (forecast.data.count === 0) return <p>No other plans are due on this date.</p>;
  return (
    <>
      <p>{forecast.data.count} plan(s) due on this date have not been ordered yet.</p>
      <ul>
        {forecast.data.results.map((box) => (
          <li key={box.subscription_id}>
            <strong>{box.pup_name}</strong> ({box.weeks_of_food}-week box):{' '}
            {[...box.recipes.map(recipeLine), ...box.addons.map(addonLine)].join('; ')}
            {box.ship_to ? `, ${box.ship_to.city}, ${box.ship_to.state}` : ''}
          </li>
        ))}
      </ul>
      <Pager
        label="Forecast pages"
        page={page}
        nextPage={forecast.data.next_page}
        onPage={setPage}
      />
    </>
  );
}
