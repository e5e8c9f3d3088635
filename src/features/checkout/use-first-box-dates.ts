import { useMemo } from 'react';
import useSWR from 'swr';
import { listFirstBoxDates, type ApiClient } from '@/lib/api-client';
import { swrKeys } from '@/lib/resources/keys';
import { shortDate } from '@/domain/format/date';
import { deliveryChoices } from './components/delivery-date-picker';

/**
 * The first box's date choices from the server, which leaves out the days the kitchen is full
 * on; the shop's own schedule stands in until they load (or if they cannot). A chosen day that
 * is no longer offered (it filled up) gives way to the next one offered after it.
 */
export function useFirstBoxDates(client: ApiClient, customerId: number, picked: string | null) {
  const dates = useSWR(swrKeys.firstBoxDates(customerId), () =>
    listFirstBoxDates(client, customerId),
  );
  const served = dates.data?.delivery_dates;
  const choices = useMemo(
    () =>
      served && served.length > 0
        ? served.map((value) => ({ value, label: shortDate(value) }))
        : deliveryChoices(),
    [served],
  );
  const deliveryDate =
    picked && choices.some((choice) => choice.value === picked)
      ? picked
      : ((picked && choices.find((choice) => choice.value > picked)?.value) ?? choices[0]!.value);
  return { choices, deliveryDate, loaded: Boolean(served), refresh: () => dates.mutate() };
}
