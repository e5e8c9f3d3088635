import type { StaffSession } from '@/contracts/admin/staff';
import { saveCreditLimits, type CreditLimitsView } from '@/lib/api-client/admin/credit-limits';
import { AdminLayout } from '../components/admin-layout';
import { LimitsForm } from '../components/limits-form';
import { dollarsToCentsInput } from '../customers/order-refund';

export interface CreditLimitsViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  limits?: CreditLimitsView;
}

const FIELDS = [
  ['per_customer_daily', 'Credit per customer a day ($)'],
  ['per_agent_daily', 'Credit per staff member a day ($)'],
] as const;

const dollars = (cents: number | undefined) =>
  cents === undefined ? '' : (cents / 100).toFixed(2);

// -1 for what is not an amount: the API answers with the field's message.
const cents = (text: string) => dollarsToCentsInput(text) ?? -1;

/** The owner's daily limits on account credit staff give (the last 24 hours, audited). */
export function CreditLimitsView({ staff, accessToken, forbidden, limits }: CreditLimitsViewProps) {
  return (
    <AdminLayout title="Credit limits" staff={staff} forbidden={forbidden}>
      <LimitsForm
        accessToken={accessToken}
        headingId="credit-limits-heading"
        heading="Daily credit limits"
        explanation="Credit given over the last 24 hours counts towards both limits; a grant that would pass either is refused. Changes are recorded in the audit log."
        fields={FIELDS}
        initial={{
          per_customer_daily: dollars(limits?.per_customer_daily),
          per_agent_daily: dollars(limits?.per_agent_daily),
        }}
        inputMode="decimal"
        saved="Credit limits saved."
        save={(client, values) =>
          saveCreditLimits(client, {
            per_customer_daily: cents(values.per_customer_daily),
            per_agent_daily: cents(values.per_agent_daily),
          })
        }
      />
    </AdminLayout>
  );
}
