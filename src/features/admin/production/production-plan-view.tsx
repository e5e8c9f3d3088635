import { useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { StaffSession } from '@/contracts/admin/staff';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import {
  exportProductionCsv,
  getProductionPlan,
  type ProductionPlan,
} from '@/lib/api-client/admin/production';
import { toApiError, toUserMessage } from '@/lib/api-client';
import { swrKeys } from '@/lib/resources/keys';
import { longDate } from '@/domain/format/date';
import { kilograms } from '@/domain/production-plan';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { useRouter } from 'next/router';
import { AdminLayout } from '../components/admin-layout';
import { downloadText } from '../fulfilment/download-csv';

const message = (error: unknown, action: 'load' | 'submit') =>
  toUserMessage(toApiError(error), { action }).message;

function Figures({ plan }: { plan: ProductionPlan }) {
  return (
    <>
      <table>
        <caption>Recipes</caption>
        <thead>
          <tr>
            <th scope="col">Recipe</th>
            <th scope="col">Packs</th>
            <th scope="col">Kilograms</th>
          </tr>
        </thead>
        <tbody>
          {plan.recipes.length === 0 ? (
            <tr>
              <td colSpan={3}>Nothing to cook for this date.</td>
            </tr>
          ) : (
            plan.recipes.map((line) => (
              <tr key={`${line.recipe_key}:${line.unit}`}>
                <th scope="row">{line.recipe_name}</th>
                <td>
                  {line.count} {line.unit}
                  {line.count === 1 ? '' : 's'}
                </td>
                <td>{kilograms(line.grams)} kg</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td />
            <td>{kilograms(plan.total_grams)} kg</td>
          </tr>
        </tfoot>
      </table>
      <table>
        <caption>Ingredients</caption>
        <thead>
          <tr>
            <th scope="col">Ingredient</th>
            <th scope="col">Kilograms</th>
          </tr>
        </thead>
        <tbody>
          {plan.ingredients.map((line) => (
            <tr key={line.ingredient_key}>
              <th scope="row">{line.ingredient_name}</th>
              <td>{kilograms(line.grams)} kg</td>
            </tr>
          ))}
        </tbody>
      </table>
      {plan.without_formula.length > 0 ? (
        <p role="note">
          No formula kept for {plan.without_formula.join(', ')}: weighed above, not split into
          ingredients.
        </p>
      ) : null}
      {plan.unpriced.length > 0 ? (
        <p role="note">
          {plan.unpriced.reduce((sum, group) => sum + group.boxes, 0)} box(es) of plans whose
          recipes left the catalogue are not in these figures: see the pick list.
        </p>
      ) : null}
    </>
  );
}

/**
 * The kitchen's production plan for a cook date: kilograms of each recipe and ingredient, from
 * the pick list of the date the food arrives on, and its CSV.
 */
export function ProductionPlanScreen({
  staff,
  accessToken,
  forbidden,
  cookDate,
}: {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  cookDate: string;
}) {
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const router = useRouter();
  const [chosen, setChosen] = useState(cookDate);
  const [exportError, setExportError] = useState('');
  const plan = useSWR(swrKeys.productionPlan(cookDate), () => getProductionPlan(client, cookDate));

  function open(event: FormEvent) {
    event.preventDefault();
    void router.push(`/admin/production/?date=${chosen}`);
  }

  async function exportCsv() {
    setExportError('');
    try {
      downloadText(await exportProductionCsv(client, cookDate), `production-${cookDate}.csv`);
    } catch (error) {
      setExportError(message(error, 'submit'));
    }
  }

  return (
    <AdminLayout title="Production plan" staff={staff} forbidden={forbidden}>
      <form onSubmit={open} aria-label="Choose a cook date">
        <label htmlFor="cook-date">Cook date</label>{' '}
        <input
          id="cook-date"
          type="date"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          required
        />{' '}
        <Button type="submit" size="small">
          Show plan
        </Button>
      </form>
      {plan.error ? <FormError role="alert">{message(plan.error, 'load')}</FormError> : null}
      {plan.data ? (
        <section aria-labelledby="production-heading" aria-busy={plan.isLoading}>
          <h2 id="production-heading">Cook on {longDate(plan.data.cook_date)}</h2>
          <p>
            For the boxes arriving {longDate(plan.data.delivery_date)}: the boxes ordered and the
            plans due that day, as customers have skipped, paused and changed them so far.
          </p>
          <p>
            <Button type="button" size="small" onClick={exportCsv}>
              Download kitchen CSV
            </Button>
          </p>
          {exportError ? <FormError role="alert">{exportError}</FormError> : null}
          <Figures plan={plan.data} />
        </section>
      ) : null}
    </AdminLayout>
  );
}
