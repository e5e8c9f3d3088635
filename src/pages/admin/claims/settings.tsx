import {
  ClaimSettingsView,
  type ClaimSettingsViewProps,
} from '@/features/admin/claims/claim-settings-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { getClaimSettings } from '@/server/services/claims/claim-settings';

export const getServerSideProps = staffPage<Pick<ClaimSettingsViewProps, 'settings'>>(
  'claims.settings',
  async () => ({ settings: await getClaimSettings(getDb()) }),
);

export default function AdminClaimSettingsPage(props: ClaimSettingsViewProps) {
  return <ClaimSettingsView {...props} />;
}
