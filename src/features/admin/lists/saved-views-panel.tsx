import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { ListKind, SavedView } from '@/contracts/admin/lists';
import { filtersQuery } from '@/domain/list-filters';
import { toApiError, toUserMessage } from '@/lib/api-client';
import { deleteListView, exportCsv, saveListView } from '@/lib/api-client/admin/lists';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { ErrorText, FormRow, Muted, Panel } from '../components/admin-styles';
import { downloadText } from '../fulfilment/download-csv';
import type { useCareAction } from '../customers/use-care-action';
import type { ListFilterValues } from './list-page-props';

/**
 * The person's own saved views of this list (each a link that re-opens its filters), saving the
 * filters now applied under a name, and the CSV of everything these filters match (after a fresh
 * authenticator code: the server refuses an export without one).
 */
export function SavedViewsPanel({
  kind,
  path,
  filters,
  views,
  action,
  canExport,
  exportDay,
}: {
  kind: ListKind;
  path: string;
  filters: ListFilterValues;
  views: SavedView[];
  action: ReturnType<typeof useCareAction>;
  canExport: boolean;
  exportDay: string;
}) {
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState('');
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '');
    const ok = await action.run(`View “${name.trim()}” saved.`, (client) =>
      saveListView(client, { list: kind, name, filters: filters as Record<string, string> }),
    );
    if (ok) form.reset();
  };
  const download = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const code = String(new FormData(form).get('step_up_code') ?? '').trim();
    // Not through action.run: a download changes nothing, so the page is not reloaded.
    setExportProblem('');
    if (!code) {
      setExportProblem('Enter the current code from your authenticator app to export.');
      return;
    }
    setExporting(true);
    try {
      const csv = await exportCsv(action.client, kind, filtersQuery(filters), code);
      downloadText(csv, `${kind}-${exportDay}.csv`);
      // A code works once: the next export asks for the next one.
      form.reset();
    } catch (error) {
      setExportProblem(toUserMessage(toApiError(error), { action: 'load' }).message);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Panel aria-labelledby="views-heading">
      <h2 id="views-heading">Saved views</h2>
      {views.length ? (
        <ul aria-label="Your saved views">
          {views.map((view) => (
            <li key={view.id}>
              <Link href={`${path}${filtersQuery(view.filters)}`}>{view.name}</Link>{' '}
              <Button
                variant="secondary"
                size="small"
                disabled={action.busy}
                aria-label={`Delete view ${view.name}`}
                onClick={() =>
                  void action.run(`View “${view.name}” deleted.`, (client) =>
                    deleteListView(client, view.id),
                  )
                }
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <Muted>No saved views yet: filter the list, then save it here.</Muted>
      )}
      <form onSubmit={save} aria-label="Save these filters as a view">
        <FormRow>
          <TextField label="Name for these filters" name="name" required maxLength={60} />
          <Button type="submit" disabled={action.busy}>
            Save view
          </Button>
        </FormRow>
      </form>
      {canExport ? (
        <form onSubmit={(event) => void download(event)} aria-label="Export as CSV" noValidate>
          <FormRow>
            <TextField
              label="Authenticator code, to export"
              name="step_up_code"
              inputMode="numeric"
              autoComplete="one-time-code"
              hint="Every export of customers' data asks for a fresh code from your app."
              required
            />
            <Button type="submit" variant="secondary" loading={exporting}>
              Export CSV
            </Button>
          </FormRow>
        </form>
      ) : null}
      {exportProblem ? <ErrorText role="alert">{exportProblem}</ErrorText> : null}
    </Panel>
  );
}
