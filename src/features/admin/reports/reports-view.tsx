import styled from 'styled-components';
import type { ReportView } from '@/contracts/admin/reports';
import type { StaffSession } from '@/contracts/admin/staff';
import { SHOP_ZONE_LABEL } from '@/domain/shop-time';
import { SelectField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { fontSize, spacing } from '@/ui/theme';
import { AdminLayout } from '../components/admin-layout';
import { ErrorText, FormRow, Muted, Panel } from '../components/admin-styles';
import { consoleCents } from '../components/console-format';
import { TextFields } from '../components/text-fields';
import { RenewalsTable, RetentionTable } from './report-tables';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${spacing(3)};
  margin: 0;

  div {
    border: 1px solid ${({ theme }) => theme.palette.line};
    border-radius: ${({ theme }) => theme.radius.small};
    padding: ${spacing(3, 4)};
  }
  dt {
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.inkMuted};
  }
  dd {
    margin: ${spacing(1, 0, 0)};
    font-size: ${fontSize.xl};
    font-weight: 700;
  }
`;

const PRESETS = [
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'last_30_days', label: 'Last 30 days' },
  { value: 'last_90_days', label: 'Last 90 days' },
  { value: 'this_month', label: 'This month' },
];

export interface ReportFilters {
  preset?: string;
  from?: string;
  to?: string;
}

export interface ReportsViewProps {
  staff: StaffSession;
  forbidden?: boolean;
  report?: ReportView;
  filters?: ReportFilters;
  errors?: Record<string, string[]>;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const percent = (bps: number) => `${(bps / 100).toFixed(1)}%`;

/** Money, recurring revenue, plans and churn for a range of days; retention; renewals ahead. */
export function ReportsView({
  staff,
  forbidden,
  report,
  filters = {},
  errors = {},
}: ReportsViewProps) {
  return (
    <AdminLayout title="Reports" staff={staff} forbidden={forbidden}>
      <Panel aria-labelledby="range-heading">
        <h2 id="range-heading">Date range</h2>
        <Muted>
          Days are the shop’s ({SHOP_ZONE_LABEL}), both ends included, at most 366. Choose a preset,
          or leave it empty and enter dates.
        </Muted>
        <form method="get" action="/admin/reports/">
          <FormRow>
            <SelectField
              label="Preset"
              name="preset"
              options={PRESETS}
              placeholder="Custom dates"
              defaultValue={filters.preset ?? (filters.from || filters.to ? '' : 'last_30_days')}
              error={errors.preset?.[0]}
            />
            <TextFields
              fields={[
                { label: 'From', name: 'from', type: 'date' },
                { label: 'To', name: 'to', type: 'date' },
              ]}
              values={filters as Record<string, string>}
              errors={errors}
            />
            <Button type="submit">Show report</Button>
          </FormRow>
        </form>
      </Panel>
      {Object.keys(errors).length ? (
        <ErrorText role="alert">Check the dates above.</ErrorText>
      ) : null}
      {report ? (
        <>
          <Panel aria-labelledby="money-heading">
            <h2 id="money-heading">
              {report.range.from} to {report.range.to} ({report.range.days} days)
            </h2>
            <Figures>
              <Figure label="Gross revenue" value={consoleCents(report.money.gross)} />
              <Figure label="Refunds to cards" value={consoleCents(report.money.refunds)} />
              <Figure label="Credit given" value={consoleCents(report.money.credit_given)} />
              <Figure label="Net revenue" value={consoleCents(report.money.net)} />
              <Figure label="Plans started" value={report.plans.started_in_range} />
              <Figure label="Plans cancelled" value={report.plans.cancelled_in_range} />
              <Figure label="Plans live at the start" value={report.plans.live_at_start} />
              <Figure label="Churn" value={percent(report.plans.churn_bps)} />
            </Figures>
            <Muted>
              Net revenue is gross less card refunds and the account credit given in the range.
              Churn is the share of plans live on the first day that were cancelled in the range.
            </Muted>
          </Panel>
          <Panel aria-labelledby="now-heading">
            <h2 id="now-heading">Today ({report.today})</h2>
            <Figures>
              <Figure label="Active plans" value={report.plans.active} />
              <Figure label="Paused plans" value={report.plans.paused} />
              <Figure label="Cancelled plans" value={report.plans.cancelled} />
              <Figure
                label="Weekly recurring revenue"
                value={consoleCents(report.recurring.weekly)}
              />
              <Figure
                label="Monthly recurring revenue"
                value={consoleCents(report.recurring.monthly)}
              />
            </Figures>
            <Muted>
              Recurring revenue is the weekly food price of every active plan; monthly is weekly ×
              52 ÷ 12, rounded to the nearest cent. Add-ons, offers and tax are left out.
            </Muted>
          </Panel>
          <RetentionTable rows={report.retention} />
          <RenewalsTable rows={report.renewals} />
        </>
      ) : null}
    </AdminLayout>
  );
}
