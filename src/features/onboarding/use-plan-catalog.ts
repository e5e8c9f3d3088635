import { useMemo } from 'react';
import useSWR from 'swr';
import type { AsyncResource } from '@/ui/async-content';
import { ADDONS } from '@/domain/catalog/addons-data';
import { listAddonProducts } from '@/lib/api-client';
import { swrKeys } from '@/lib/resources/keys';
import { browserApiClient } from '@/lib/session/api-client';
import type { PlanCatalog } from './plan/plan-step';
import { quizCatalog } from './quiz-catalog';

/**
 * The plan step's catalogue for the account's pages (Add Pup, Edit extras), with today's add-on
 * prices read through the API. These pages have no page data on purpose: Next.js follows every
 * client navigation to a getStaticProps page with a background HEAD for its data (its
 * revalidation signal), which the browser reports as aborted when the customer moves on first.
 */
export function usePlanCatalog(): AsyncResource<PlanCatalog> {
  const products = useSWR(
    swrKeys.addonProducts(),
    () =>
      listAddonProducts(
        browserApiClient(),
        ADDONS.map((addon) => addon.sku),
      ),
    { revalidateOnFocus: false },
  );
  const { data, error, mutate } = products;
  const catalog = useMemo(
    () =>
      data
        ? quizCatalog({ addons: Object.fromEntries(data.map((item) => [item.sku, item.price])) })
        : undefined,
    [data],
  );
  return { data: catalog, error, mutate };
}
