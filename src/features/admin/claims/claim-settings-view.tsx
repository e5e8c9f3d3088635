import type { ClaimSettingsView } from '@/contracts/admin/claims';
import type { StaffSession } from '@/contracts/admin/staff';
import { saveClaimSettings } from '@/lib/api-client/admin/claims';
import { AdminLayout } from '../components/admin-layout';
import { LimitsForm } from '../components/limits-form';

export interface ClaimSettingsViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  settings?: ClaimSettingsView;
}

const FIELDS = [
  ['max_claims', 'Claims per customer per period'],
  ['max_remedy', 'Remedy per customer per period (cents)'],
  ['period_days', 'Period (days)'],
  ['window_days', 'Days after delivery a box can be reported'],
] as const;

const shown = (value: number | undefined) => String(value ?? '');

/** The operator's limits: within them a claim is approved at once, over them staff decide. */
export function ClaimSettingsView({
  staff,
  accessToken,
  forbidden,
  settings,
}: ClaimSettingsViewProps) {
  return (
    <AdminLayout title="Claim limits" staff={staff} forbidden={forbidden}>
      <LimitsForm
        accessToken={accessToken}
        headingId="limits-heading"
        heading="Self-serve limits"
        explanation="A claim that keeps a customer within both limits over the period is approved at once; any other waits for review. Changes are recorded in the audit log."
        fields={FIELDS}
        initial={{
          max_claims: shown(settings?.max_claims),
          max_remedy: shown(settings?.max_remedy),
          period_days: shown(settings?.period_days),
          window_days: shown(settings?.window_days),
        }}
        inputMode="numeric"
        saved="Claim limits saved."
        save={(client, values) =>
          saveClaimSettings(client, {
            max_claims: Number(values.max_claims),
            max_remedy: Number(values.max_remedy),
            period_days: Number(values.period_days),
            window_days: Number(values.window_days),
          })
        }
      />
    </AdminLayout>
  );
}
