import Link from 'next/link';
import styled from 'styled-components';
import type { DashboardAlert } from '@/contracts/admin/dashboard';
import { spacing } from '@/ui/theme';
import { Muted, Panel } from '../components/admin-styles';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    border-left: 4px solid ${({ theme }) => theme.palette.cranberry};
    padding: ${spacing(2, 3)};
    margin: ${spacing(0, 0, 2)};
  }
`;

/** What needs someone now: late boxes, dead jobs, a spike of failed payments. */
export function DashboardAlerts({ alerts }: { alerts: DashboardAlert[] }) {
  return (
    <Panel aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">Alerts</h2>
      {alerts.length ? (
        <List>
          {alerts.map((alert) => (
            <li key={alert.kind}>
              {alert.message} <Link href={alert.href}>{alert.link}</Link>
            </li>
          ))}
        </List>
      ) : (
        <Muted>Nothing needs attention.</Muted>
      )}
    </Panel>
  );
}
