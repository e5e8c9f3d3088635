import { useMemo, useState } from 'react';
import type { AdminOfferView, OfferInput } from '@/contracts/admin/offers';
import type { StaffSession } from '@/contracts/admin/staff';
import { ApiError } from '@/lib/api-client';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import { createOffer, deleteOffer, editOffer, expireOffer } from '@/lib/api-client/admin/offers';
import { dollarsToCents } from '@/domain/format';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Panel, Table } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { OfferForm } from './offer-form';
import { consoleCents, consoleTime } from '../components/console-format';

export interface OffersViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  offers?: AdminOfferView[];
}

const amountText = (offer: AdminOfferView) =>
  offer.type === 'DOLLAR_AMOUNT'
    ? `${consoleCents(dollarsToCents(offer.amount))} off`
    : `${offer.amount}% off${offer.product_category ? ` ${offer.product_category}` : ''}`;
const day = (iso: string | null) => (iso ? consoleTime(iso) : '—');
const limitText = (offer: AdminOfferView) =>
  [
    offer.max_uses ? `${offer.max_uses} in all` : null,
    offer.max_uses_per_customer ? `${offer.max_uses_per_customer} each` : null,
  ]
    .filter(Boolean)
    .join(', ') || 'None';

/** Offer codes: create, edit, expire, and delete those nobody used. */
export function OffersView({ staff, accessToken, forbidden, offers = [] }: OffersViewProps) {
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const canWrite = staff.permissions.includes('offers.write');
  const [rows, setRows] = useState(offers);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();

  const fail = (error: unknown) => {
    setErrors(error instanceof ApiError ? error.fieldErrors : {});
    setStatus({
      ok: false,
      text: error instanceof ApiError && error.detail ? error.detail : 'Check the fields above.',
    });
  };
  const put = (offer: AdminOfferView) =>
    setRows((current) =>
      [...current.filter((row) => row.code !== offer.code), offer].sort((a, b) =>
        a.code.localeCompare(b.code),
      ),
    );

  const create = async (input: OfferInput) => {
    try {
      const created = await createOffer(client, input);
      put(created);
      setErrors({});
      setStatus({ ok: true, text: `${created.code} created.` });
    } catch (error) {
      fail(error);
    }
  };
  const save = async (code: string, input: OfferInput) => {
    try {
      const { code: _code, ...change } = input;
      put(await editOffer(client, code, change));
      setEditing(null);
      setErrors({});
      setStatus({ ok: true, text: `${code} saved.` });
    } catch (error) {
      fail(error);
    }
  };
  const expire = async (code: string) => {
    try {
      put(await expireOffer(client, code));
      setStatus({ ok: true, text: `${code} expired.` });
    } catch (error) {
      fail(error);
    }
  };
  const remove = async (code: string) => {
    try {
      await deleteOffer(client, code);
      setRows((current) => current.filter((row) => row.code !== code));
      setStatus({ ok: true, text: `${code} deleted.` });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <AdminLayout title="Offers" staff={staff} forbidden={forbidden}>
      <ActionStatus status={status} />
      {canWrite && !editing ? (
        <Panel aria-labelledby="new-offer-heading">
          <h2 id="new-offer-heading">New code</h2>
          <OfferForm errors={errors} onSubmit={create} />
        </Panel>
      ) : null}
      <Panel aria-labelledby="offers-heading">
        <h2 id="offers-heading">Codes</h2>
        <Table>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Applies to</th>
              <th scope="col">Window</th>
              <th scope="col">Limits</th>
              <th scope="col" className="number">
                Uses
              </th>
              <th scope="col">Status</th>
              {canWrite ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((offer) =>
              editing === offer.code ? (
                <tr key={offer.code}>
                  <td colSpan={canWrite ? 8 : 7}>
                    <OfferForm
                      offer={offer}
                      errors={errors}
                      onSubmit={(input) => save(offer.code, input)}
                      onCancel={() => setEditing(null)}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={offer.code}>
                  <th scope="row">{offer.code}</th>
                  <td>
                    {amountText(offer)}
                    <div>{offer.category}</div>
                  </td>
                  <td>{offer.applies_to === 'EVERY_BOX' ? 'Every box' : 'First box'}</td>
                  <td>
                    {day(offer.starts_at)} to {day(offer.expires_at)}
                  </td>
                  <td>{limitText(offer)}</td>
                  <td className="number">{offer.uses}</td>
                  <td>{offer.status}</td>
                  {canWrite ? (
                    <td>
                      <FormRow>
                        <Button
                          size="small"
                          variant="secondary"
                          onClick={() => setEditing(offer.code)}
                          aria-label={`Edit ${offer.code}`}
                        >
                          Edit
                        </Button>
                        {offer.status !== 'expired' ? (
                          <Button
                            size="small"
                            variant="secondary"
                            onClick={() => expire(offer.code)}
                            aria-label={`Expire ${offer.code}`}
                          >
                            Expire
                          </Button>
                        ) : null}
                        {offer.uses === 0 ? (
                          <ConfirmButton
                            size="small"
                            label={`Delete ${offer.code}`}
                            ask={`Delete ${offer.code}? It cannot be brought back.`}
                            confirm={`Yes, delete ${offer.code}`}
                            onConfirm={() => remove(offer.code)}
                          />
                        ) : null}
                      </FormRow>
                    </td>
                  ) : null}
                </tr>
              ),
            )}
          </tbody>
        </Table>
      </Panel>
    </AdminLayout>
  );
}
