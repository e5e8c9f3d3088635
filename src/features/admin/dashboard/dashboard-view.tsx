import styled from 'styled-components';
import type { DashboardView as Numbers } from '@/contracts/admin/dashboard';
import type { StaffSession } from '@/contracts/admin/staff';
import { palette } from '@/ui/theme/palette';
import { AdminLayout } from '../components/admin-layout';
import { Muted, Panel } from '../components/admin-styles';
import { BarChart } from './bar-chart';
import { DashboardAlerts } from './dashboard-alerts';
import { fontSize, spacing } from '@/ui/theme';
import { consoleCents } from '../components/console-format';
import { cancelReasonLabel } from '@/domain/cancel-reasons';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${spacing(3)};
  margin: ${spacing(0, 0, 6)};

  div {
    background: ${({ theme }) => theme.palette.lightest};
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

/** The money tiles: left out for a role the API gives no money figures (fulfilment). */
const MONEY_TILES: ReadonlyArray<[string, keyof Numbers & `${string}_${'days' | 'value'}`]> = [
  ['Revenue, last 7 days', 'revenue_7_days'],
  ['Refunds, last 7 days', 'refunds_7_days'],
  ['Net revenue, last 7 days', 'net_revenue_7_days'],
  ['Revenue, last 30 days', 'revenue_30_days'],
  ['Refunds, last 30 days', 'refunds_30_days'],
  ['Net revenue, last 30 days', 'net_revenue_30_days'],
  ['Average box value (30 days)', 'average_box_value'],
];

export interface DashboardViewProps {
  staff: StaffSession;
  forbidden?: boolean;
  numbers?: Numbers;
}

/** The shop at a glance: plans, boxes, money, sign-ups against cancellations, failed payments. */
export function DashboardView({ staff, forbidden, numbers }: DashboardViewProps) {
  return (
    <AdminLayout title="Dashboard" staff={staff} forbidden={forbidden}>
      {numbers ? (
        <>
          <DashboardAlerts alerts={numbers.alerts} />
          <Tiles>
            <Tile label="Customers with an active plan" value={numbers.active_customers} />
            <Tile label="Pups on an active plan" value={numbers.active_pups} />
            <Tile label="Boxes to pack (next 7 days)" value={numbers.boxes_this_week} />
            {MONEY_TILES.map(([label, key]) => {
              const cents = numbers[key];
              return cents === null ? null : (
                <Tile key={key} label={label} value={consoleCents(cents)} />
              );
            })}
            <Tile label="Renewals waiting after a decline" value={numbers.failed_renewals} />
            <Tile label="Failed card payments (30 days)" value={numbers.failed_payments_30_days} />
          </Tiles>
          <Panel aria-labelledby="weeks-heading">
            <h2 id="weeks-heading">New and cancelled plans per week</h2>
            <BarChart
              caption="New and cancelled plans per week, weeks starting Monday"
              series={[
                { label: 'New', color: palette.kale },
                { label: 'Cancelled', color: palette.cranberry },
              ]}
              rows={numbers.weeks.map((week) => ({
                label: `Week of ${week.week}`,
                values: [week.started, week.cancelled],
              }))}
            />
          </Panel>
          <Panel aria-labelledby="reasons-heading">
            <h2 id="reasons-heading">Why plans were cancelled (last 8 weeks)</h2>
            {numbers.cancel_reasons.length ? (
              <BarChart
                caption="Cancellations by reason"
                series={[{ label: 'Plans', color: palette.blueberry }]}
                rows={numbers.cancel_reasons.map((reason) => ({
                  label: cancelReasonLabel(reason.reason),
                  values: [reason.count],
                }))}
              />
            ) : (
              <Muted>No cancellations in the last 8 weeks.</Muted>
            )}
          </Panel>
        </>
      ) : null}
    </AdminLayout>
  );
}

function Tile({ label, value }: { label: string; value: number | string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
