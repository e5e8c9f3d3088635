import { useId, useMemo, useState } from 'react';
import type { TrackingImportView } from '@/contracts/admin/orders';
import type { StaffSession } from '@/contracts/admin/staff';
import { ApiError } from '@/lib/api-client';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import { importTrackingCsv } from '@/lib/api-client/admin/orders';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { ErrorText, FormRow, Muted, Panel, SuccessText } from '../components/admin-styles';

export interface TrackingImportViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.detail ?? 'Please try again.')
    : 'Please try again.';

/**
 * Upload a carrier's CSV (order number, carrier, tracking number): valid rows ship at once,
 * and every row that did not is listed with its line number to fix and upload again.
 */
export function TrackingImportScreen({ staff, accessToken, forbidden }: TrackingImportViewProps) {
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TrackingImportView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      setResult(await importTrackingCsv(client, await file.text()));
    } catch (error) {
      setResult(null);
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminLayout title="Import tracking numbers" staff={staff} forbidden={forbidden}>
      <Panel aria-labelledby="import-heading">
        <h2 id="import-heading">Carrier CSV</h2>
        <Muted>
          One row per order: order number, carrier (USPS, UPS, FedEx or other), tracking number, and
          for another carrier the https address of its tracking page. A header row is fine. Up to
          5,000 rows; importing the same file again ships nothing twice.
        </Muted>
        <FormRow>
          <div>
            <label htmlFor={inputId}>CSV file</label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <Button disabled={!file || busy} onClick={upload}>
            Import and ship
          </Button>
        </FormRow>
      </Panel>
      <div role="status">
        {failure ? <ErrorText>{failure}</ErrorText> : null}
        {result ? (
          <SuccessText>
            {result.shipped} {result.shipped === 1 ? 'order' : 'orders'} shipped
            {result.unchanged ? `, ${result.unchanged} already shipped with that number` : ''}
            {result.errors.length ? `, ${result.errors.length} rows not imported` : ''}.
          </SuccessText>
        ) : null}
      </div>
      {result && result.errors.length ? (
        <Panel aria-labelledby="import-errors">
          <h2 id="import-errors">Rows not imported</h2>
          <ul>
            {result.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </AdminLayout>
  );
}
