import type { CapacityDayView } from '@/contracts/admin/capacity';
import { longDate } from '@/domain/format/date';
import { Table } from '../../components/admin-styles';

/** The coming delivery days: boxes booked (renewals due included) against the kitchen's capacity. */
export function CapacityTable({ days }: { days: CapacityDayView[] }) {
  return (
    <Table>
      <caption>Kitchen capacity, coming weeks</caption>
      <thead>
        <tr>
          <th scope="col">Delivery date</th>
          <th scope="col">Booked</th>
          <th scope="col">Capacity</th>
          <th scope="col">Free</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.delivery_date}>
            <th scope="row">{longDate(day.delivery_date)}</th>
            <td>{day.booked}</td>
            <td>
              {day.capacity}
              {day.override ? ' (set for this day)' : ''}
            </td>
            <td>{day.free === 0 ? 'Full' : day.free}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
