import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { StaffSession } from '@/contracts/admin/staff';
import type { CustomerHit } from '@/lib/api-client/admin/customers';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { ErrorText, FormRow, Muted, Panel, Table } from '../components/admin-styles';

export interface CustomerSearchViewProps {
  staff: StaffSession;
  forbidden?: boolean;
  q?: string;
  results?: CustomerHit[];
  nextAfter?: number | null;
  errors?: Record<string, string[]>;
}

/** Find a customer by email, name, phone or order number (a plain GET form, paged on the server). */
export function CustomerSearchView({
  staff,
  forbidden,
  q = '',
  results,
  nextAfter = null,
  errors = {},
}: CustomerSearchViewProps) {
  // The search is a page load: without this, focus starts over on <body> and a keyboard user
  // tabs through the whole menu again to reach what they searched for.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const searchField = useRef<HTMLDivElement>(null);
  const failed = Boolean(errors.q ?? errors.after);
  useEffect(() => {
    if (failed) searchField.current?.querySelector('input')?.focus();
    else resultsHeading.current?.focus();
  }, [q, failed]);
  return (
    <AdminLayout title="Customers" staff={staff} forbidden={forbidden}>
      <Panel aria-labelledby="search-heading">
        <h2 id="search-heading">Find a customer</h2>
        <form method="get" action="/admin/customers/" role="search">
          <FormRow ref={searchField}>
            <TextField
              label="Email, name, phone or order number"
              name="q"
              defaultValue={q}
              hint="Emails and names match from their start; an order number as #123."
              error={errors.q?.[0] ?? errors.after?.[0]}
            />
            <Button type="submit">Search</Button>
          </FormRow>
        </form>
        <p>
          <Link href="/admin/customers/list/">
            Browse all customers with filters and saved views
          </Link>
        </p>
      </Panel>
      {results ? (
        <Panel aria-labelledby="results-heading">
          <h2 id="results-heading" tabIndex={-1} ref={resultsHeading}>
            Results
          </h2>
          {results.length === 0 ? (
            <Muted>No customer matches “{q}”.</Muted>
          ) : (
            <Table>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {results.map((hit) => (
                  <tr key={hit.id}>
                    <td>
                      <Link href={`/admin/customers/${hit.id}/`}>{hit.name || `#${hit.id}`}</Link>
                    </td>
                    <td>{hit.email}</td>
                    <td>{hit.phone ?? '—'}</td>
                    <td>{hit.status}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {nextAfter ? (
            <p>
              <Link
                href={`/admin/customers/?${new URLSearchParams({ q, after: String(nextAfter) })}`}
              >
                Next page
              </Link>
            </p>
          ) : null}
        </Panel>
      ) : null}
      {errors.non_field_errors ? <ErrorText>{errors.non_field_errors[0]}</ErrorText> : null}
    </AdminLayout>
  );
}
