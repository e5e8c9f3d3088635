import {
  LIST_CUSTOMER_STATUSES,
  LIST_PLAN_TYPES,
  LIST_SUBSCRIPTION_STATUSES,
  type ListKind,
} from '@/contracts/admin/lists';
import { PLAN_NAMES } from '@/domain/plan-types';
import { STATE_NAMES, SUPPORTED_STATES } from '@/domain/us-states';
import { SelectField } from '@/ui/forms';
import { Button, ButtonLink } from '@/ui/primitives/button';
import { FormRow, Panel } from '../components/admin-styles';
import { TextFields, type TextFieldSpec } from '../components/text-fields';
import type { ListFilterValues } from './list-page-props';

const TEXT_FIELDS: TextFieldSpec[] = [
  {
    name: 'q',
    label: 'Search',
    hint: 'Any part of a name, an email or a pup’s name.',
  },
  { name: 'next_from', label: 'Next delivery from', type: 'date' },
  { name: 'next_to', label: 'Next delivery to', type: 'date' },
];

const options = (values: readonly string[], label: (value: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * The list's filters as a plain GET form: the page is rendered on the server from its query
 * string, so a filtered list is a link to share or to save as a view.
 */
export function ListFilterForm({
  kind,
  path,
  filters,
  errors,
}: {
  kind: ListKind;
  path: string;
  filters: ListFilterValues;
  errors: Record<string, string[] | undefined>;
}) {
  const statuses = kind === 'customers' ? LIST_CUSTOMER_STATUSES : LIST_SUBSCRIPTION_STATUSES;
  return (
    <Panel aria-labelledby="filters-heading">
      <h2 id="filters-heading">Filters</h2>
      <form method="get" action={path} aria-label="Filters">
        <FormRow>
          <TextFields fields={TEXT_FIELDS} values={filters} errors={errors} />
          <SelectField
            label={kind === 'customers' ? 'Customer status' : 'Plan status'}
            name="status"
            placeholder="Any"
            options={options(statuses)}
            defaultValue={filters.status ?? ''}
            error={errors.status?.[0]}
          />
          <SelectField
            label="Plan type"
            name="plan"
            placeholder="Any"
            options={options(
              LIST_PLAN_TYPES,
              (type) => PLAN_NAMES[type as keyof typeof PLAN_NAMES],
            )}
            defaultValue={filters.plan ?? ''}
            error={errors.plan?.[0]}
          />
          <SelectField
            label="State"
            name="state"
            placeholder="Any"
            options={options(
              SUPPORTED_STATES,
              (code) => `${STATE_NAMES[code as keyof typeof STATE_NAMES]} (${code})`,
            )}
            defaultValue={filters.state ?? ''}
            error={errors.state?.[0]}
          />
          <Button type="submit">Apply filters</Button>
          <ButtonLink href={path} variant="secondary">
            Clear
          </ButtonLink>
        </FormRow>
      </form>
    </Panel>
  );
}
