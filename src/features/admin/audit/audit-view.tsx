import type { AuditPage, StaffSession } from '@/contracts/admin/staff';
import { SelectField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { ErrorText, FormRow, Muted, Panel, Table } from '../components/admin-styles';
import { TextFields, type TextFieldSpec } from '../components/text-fields';
import { consoleTime } from '../components/console-format';

export interface AuditFiltersProps {
  staff_id?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
}

export interface AuditViewProps {
  staff: StaffSession;
  forbidden?: boolean;
  page?: AuditPage;
  filters?: AuditFiltersProps;
  errors?: Record<string, string[]>;
  staffOptions?: Array<{ value: string; label: string }>;
}

const FILTER_FIELDS: TextFieldSpec[] = [
  { label: 'Action', name: 'action', placeholder: 'e.g. staff.invite' },
  { label: 'Target type', name: 'target_type' },
  { label: 'Target id', name: 'target_id' },
  { label: 'From', name: 'from', type: 'date' },
  { label: 'To', name: 'to', type: 'date' },
];

const describe = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** The audit log, filtered and paged on the server through the address (a plain GET form). */
export function AuditView({
  staff,
  forbidden,
  page,
  filters = {},
  errors = {},
  staffOptions = [],
}: AuditViewProps) {
  const nextQuery = page?.next_before
    ? new URLSearchParams({
        ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
        before: String(page.next_before),
      }).toString()
    : null;
  return (
    <AdminLayout title="Audit log" staff={staff} forbidden={forbidden}>
      <Panel aria-labelledby="filters-heading">
        <h2 id="filters-heading">Filter</h2>
        <form method="get" action="/admin/audit/">
          <FormRow>
            <SelectField
              label="Staff member"
              name="staff_id"
              options={staffOptions}
              placeholder="Anyone"
              defaultValue={filters.staff_id ?? ''}
              error={errors.staff_id?.[0]}
            />
            <TextFields
              fields={FILTER_FIELDS}
              values={filters as Record<string, string>}
              errors={errors}
            />
            <Button type="submit">Filter</Button>
          </FormRow>
        </form>
      </Panel>
      {Object.keys(errors).length ? (
        <ErrorText role="alert">Check the filters above.</ErrorText>
      ) : null}
      {page ? (
        page.results.length ? (
          <Table>
            <caption className="visually-hidden">Audit entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {page.results.map((entry) => (
                <tr key={entry.id}>
                  <td>{consoleTime(entry.created_at)}</td>
                  <td>{entry.staff_email ?? 'The customer, from My info'}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.target_type} {entry.target_id}
                  </td>
                  <td>
                    <code>{describe(entry.before)}</code>
                  </td>
                  <td>
                    <code>{describe(entry.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <Muted>No entries match.</Muted>
        )
      ) : null}
      {nextQuery ? <a href={`/admin/audit/?${nextQuery}`}>Older entries</a> : null}
    </AdminLayout>
  );
}
