import type { RenewalConsentRecord } from '@/contracts/consents';
import { longDate } from '@/domain/format/date';
import { Muted, Panel, Table } from '../components/admin-styles';
import { consoleCents, consoleTime } from '../components/console-format';

/**
 * The customer's renewal-terms agreements, as recorded when they agreed: what a box would cost,
 * how often, the terms' version and where the agreement came from. For answering "I never
 * agreed to this" without the raw API.
 */
export function ConsentRecords({ consents }: { consents: RenewalConsentRecord[] }) {
  return (
    <Panel aria-labelledby="consents-heading">
      <h2 id="consents-heading">Renewal consents</h2>
      {consents.length ? (
        <Table>
          <caption>Each agreement to the renewal terms, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Agreed</th>
              <th scope="col">Pup</th>
              <th scope="col">Terms</th>
              <th scope="col" className="number">
                Box total
              </th>
              <th scope="col">First charge</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {consents.map((consent) => (
              <tr key={consent.id}>
                <td>
                  {consoleTime(consent.accepted_at)} at{' '}
                  {consent.source === 'checkout' ? 'checkout' : 'reactivation'}
                  {consent.order_id ? ` (order #${consent.order_id})` : ''}
                </td>
                <td>{consent.pet_name ?? `pup #${consent.pet_id}`}</td>
                <td>
                  Version {consent.terms_version}, every {consent.every_weeks} weeks
                  <details>
                    <summary>Terms as shown</summary>
                    <p>{consent.terms_text}</p>
                  </details>
                </td>
                <td className="number">{consoleCents(consent.box_total_cents)}</td>
                <td>{longDate(consent.first_charge_date)}</td>
                <td>
                  {consent.ip_address}
                  <br />
                  <Muted as="span">{consent.user_agent}</Muted>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <Muted>No renewal consent recorded.</Muted>
      )}
    </Panel>
  );
}
