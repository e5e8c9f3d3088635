import { useMemo } from 'react';
import { createGlobalStyle } from 'styled-components';
import type { StaffSession } from '@/contracts/admin/staff';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import { longDate } from '@/domain/format/date';
import Link from '@/ui/primitives/app-link';
import { AdminLayout } from '../components/admin-layout';
import { DateBulkActions } from './components/date-bulk-actions';
import { FulfilmentDateView } from './fulfilment-date-view';
import { FulfilmentDatesView } from './fulfilment-dates-view';
import { PackingSlipsView } from './packing-slips-view';

export interface FulfilmentScreenProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  /** The page's delivery date, or null when the address names no real day. */
  date?: string | null;
  page?: number;
}

const useClient = (accessToken: string) =>
  useMemo(() => createAdminClient(accessToken), [accessToken]);

const NotADate = () => (
  <p>
    That is not a delivery date. <Link href="/admin/fulfilment/">Choose a date</Link>.
  </p>
);

export function FulfilmentDatesScreen({ staff, accessToken, forbidden }: FulfilmentScreenProps) {
  const client = useClient(accessToken);
  return (
    <AdminLayout title="Fulfilment" staff={staff} forbidden={forbidden}>
      <FulfilmentDatesView client={client} />
    </AdminLayout>
  );
}

export function FulfilmentDateScreen({
  staff,
  accessToken,
  forbidden,
  date,
}: FulfilmentScreenProps) {
  const client = useClient(accessToken);
  return (
    <AdminLayout
      title={date ? `Fulfilment: ${longDate(date)}` : 'Fulfilment'}
      staff={staff}
      forbidden={forbidden}
    >
      <p>
        <Link href="/admin/fulfilment/">All delivery dates</Link>
      </p>
      {date ? (
        <>
          <DateBulkActions client={client} date={date} staff={staff} />
          <FulfilmentDateView client={client} date={date} />
        </>
      ) : (
        <NotADate />
      )}
    </AdminLayout>
  );
}

// On paper only the slips: the console's navigation and the skip link stay on screen.
const PrintOnlySlips = createGlobalStyle`
  @media print {
    body header, body nav, a[href='#main-content'] { display: none !important; }
    body main { padding: 0 !important; }
    body main > h1 { display: none; }
  }
`;

export function PackingSlipsScreen({
  staff,
  accessToken,
  forbidden,
  date,
  page = 1,
}: FulfilmentScreenProps) {
  const client = useClient(accessToken);
  return (
    <AdminLayout
      title={date ? `Packing slips: ${longDate(date)}` : 'Packing slips'}
      staff={staff}
      forbidden={forbidden}
    >
      <PrintOnlySlips />
      {date ? <PackingSlipsView client={client} date={date} page={page} /> : <NotADate />}
    </AdminLayout>
  );
}
