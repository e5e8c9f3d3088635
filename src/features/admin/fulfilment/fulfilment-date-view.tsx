import { useState } from 'react';
import { swrKeys } from '@/lib/resources/keys';
import useSWR from 'swr';
import {
  exportPackingCsv,
  getFulfilmentDate,
  getPickList,
  listFulfilmentBoxes,
} from '@/lib/api-client/admin/fulfilment';
import { toApiError, toUserMessage, type ApiClient } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { FormError } from '@/ui/forms';
import { Button, ButtonLink } from '@/ui/primitives/button';
import { BoxCard } from './components/box-card';
import { ForecastList } from './components/forecast-list';
import { Pager } from './components/pager';
import { PickListTables } from './components/pick-list-table';
import { downloadText } from './download-csv';

const loadError = (error: unknown) => toUserMessage(toApiError(error), { action: 'load' }).message;

/** One delivery date: its pick list, its boxes to pack and ship, and what is still a forecast. */
export function FulfilmentDateView({ client, date }: { client: ApiClient; date: string }) {
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState('');
  const summary = useSWR(swrKeys.fulfilmentDate(date), () => getFulfilmentDate(client, date));
  const pickList = useSWR(swrKeys.fulfilmentPickList(date), () => getPickList(client, date));
  const boxes = useSWR(swrKeys.fulfilmentBoxes(date, page), () =>
    listFulfilmentBoxes(client, date, page),
  );
  const packable = summary.data?.packable ?? false;

  async function exportCsv() {
    setExportError('');
    try {
      downloadText(await exportPackingCsv(client, date), `packing-${date}.csv`);
    } catch (error) {
      setExportError(toUserMessage(toApiError(error), { action: 'submit' }).message);
    }
  }

  return (
    <>
      {summary.error ? <FormError role="alert">{loadError(summary.error)}</FormError> : null}
      {summary.data ? (
        <section aria-labelledby="date-summary">
          <h2 id="date-summary">{longDate(date)}</h2>
          <p>
            {packable
              ? `Cut-off passed on ${longDate(summary.data.cutoff_date)}: ready to pack.`
              : `Forecast: customers can change these boxes until ${longDate(summary.data.cutoff_date)}, so they cannot be packed yet.`}
          </p>
          <p>
            {summary.data.boxes} box(es) ordered, {summary.data.packed} packed,{' '}
            {summary.data.shipped} shipped, {summary.data.forecast} forecast.
          </p>
          {packable && summary.data.boxes > 0 ? (
            <p>
              <Button type="button" size="small" onClick={exportCsv}>
                Export CSV
              </Button>{' '}
              <ButtonLink
                href={`/admin/fulfilment/${date}/slips/`}
                size="small"
                variant="secondary"
              >
                Print packing slips
              </ButtonLink>
            </p>
          ) : null}
          {exportError ? <FormError role="alert">{exportError}</FormError> : null}
        </section>
      ) : null}

      <section aria-labelledby="pick-list">
        <h2 id="pick-list">Pick list</h2>
        {pickList.error ? <FormError role="alert">{loadError(pickList.error)}</FormError> : null}
        {pickList.data ? <PickListTables pickList={pickList.data} /> : null}
      </section>

      <section aria-labelledby="boxes">
        <h2 id="boxes">Boxes</h2>
        {boxes.error ? <FormError role="alert">{loadError(boxes.error)}</FormError> : null}
        {boxes.data?.results.length === 0 ? <p>No boxes ordered for this date.</p> : null}
        {boxes.data?.results.map((box) => (
          <BoxCard key={`${box.id}-${box.status}`} client={client} box={box} packable={packable} />
        ))}
        {boxes.data ? (
          <Pager label="Box pages" page={page} nextPage={boxes.data.next_page} onPage={setPage} />
        ) : null}
      </section>

      <section aria-labelledby="forecast">
        <h2 id="forecast">Forecast</h2>
        <ForecastList client={client} date={date} />
      </section>
    </>
  );
}
