import { useState } from 'react';
import type { CapacityDaysView, CapacitySettingsView } from '@/contracts/admin/capacity';
import type { StaffSession } from '@/contracts/admin/staff';
import { longDate } from '@/domain/format/date';
import {
  clearCapacityDay,
  saveCapacityDay,
  saveCapacityDefault,
} from '@/lib/api-client/admin/capacity';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { ActionStatus } from '../components/action-status';
import { FormRow, Muted, Panel, Table } from '../components/admin-styles';
import { useCareAction } from '../customers/use-care-action';
import { CapacityTable } from '../fulfilment/components/capacity-table';

export interface CapacityViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  settings?: CapacitySettingsView;
  days?: CapacityDaysView;
}

/** Text to a whole number of boxes, or -1 for anything else (the API answers with the rule). */
const boxesOf = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : -1);

/** The owner's kitchen capacity: boxes per delivery day by default and for given days. */
export function CapacityView({ staff, accessToken, forbidden, settings, days }: CapacityViewProps) {
  const action = useCareAction(accessToken);
  const [defaultBoxes, setDefaultBoxes] = useState(String(settings?.default_boxes ?? ''));
  const [day, setDay] = useState('');
  const [dayBoxes, setDayBoxes] = useState('');
  return (
    <AdminLayout title="Kitchen capacity" staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      <Panel aria-labelledby="capacity-default-heading">
        <h2 id="capacity-default-heading">Boxes per delivery day</h2>
        <Muted>
          A day with as many boxes booked as this is no longer offered to new first boxes, moves or
          reactivations; renewals already scheduled are always packed. Changes are recorded in the
          audit log.
        </Muted>
        <form
          aria-labelledby="capacity-default-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void action.run('Capacity saved.', (client) =>
              saveCapacityDefault(client, { default_boxes: boxesOf(defaultBoxes) }),
            );
          }}
        >
          <FormRow>
            <TextField
              label="Boxes on a delivery day"
              inputMode="numeric"
              value={defaultBoxes}
              onChange={(event) => setDefaultBoxes(event.target.value)}
            />
            <Button type="submit" disabled={action.busy}>
              Save default
            </Button>
          </FormRow>
        </form>
      </Panel>
      <Panel aria-labelledby="capacity-day-heading">
        <h2 id="capacity-day-heading">One day</h2>
        <form
          aria-labelledby="capacity-day-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void action.run('Day saved.', (client) =>
              saveCapacityDay(client, day, { boxes: boxesOf(dayBoxes) }),
            );
          }}
        >
          <FormRow>
            <TextField
              label="Delivery date"
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
            />
            <TextField
              label="Boxes on this day"
              inputMode="numeric"
              value={dayBoxes}
              onChange={(event) => setDayBoxes(event.target.value)}
            />
            <Button type="submit" disabled={action.busy || !day}>
              Save day
            </Button>
          </FormRow>
        </form>
        {settings?.overrides.length ? (
          <Table>
            <caption>Days set apart from the default</caption>
            <thead>
              <tr>
                <th scope="col">Delivery date</th>
                <th scope="col">Boxes</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {settings.overrides.map((override) => (
                <tr key={override.delivery_date}>
                  <th scope="row">{longDate(override.delivery_date)}</th>
                  <td>{override.boxes}</td>
                  <td>
                    <Button
                      type="button"
                      variant="secondary"
                      disabled={action.busy}
                      aria-label={`Use the default on ${longDate(override.delivery_date)}`}
                      onClick={() =>
                        void action.run('Day set back to the default.', (client) =>
                          clearCapacityDay(client, override.delivery_date),
                        )
                      }
                    >
                      Use the default
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <Muted>Every coming day uses the default.</Muted>
        )}
      </Panel>
      {days ? (
        <Panel aria-label="Coming delivery days">
          <CapacityTable days={days.results} />
        </Panel>
      ) : null}
    </AdminLayout>
  );
}
