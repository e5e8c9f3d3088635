import { useMemo, useState, type FormEvent } from 'react';
import type { PriceChangeInput, PriceItemView, PriceListView } from '@/contracts/admin/prices';
import { priceBandCheck, priceBandQuestion } from '@/domain/price-band';
import type { StaffSession } from '@/contracts/admin/staff';
import { ApiError } from '@/lib/api-client';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import { cancelPrice, listPrices, schedulePrice } from '@/lib/api-client/admin/prices';
import { dollarsToCents } from '@/domain/format';
import { SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { ActionStatus } from '../components/action-status';
import { FormRow, Muted, Panel, Table } from '../components/admin-styles';
import { ConfirmButton } from '../components/confirm-button';
import { consoleCents } from '../components/console-format';

export interface PricesViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  prices?: PriceListView;
}

const itemKey = (item: Pick<PriceItemView, 'kind' | 'item'>) => `${item.kind}:${item.item}`;

/**
 * The price list (owners): each recipe's price per 1,000 kcal and each extra's, today and as
 * scheduled. A change starts on a day at least a week ahead, so subscribers get their notice.
 */
export function PricesView({ staff, accessToken, forbidden, prices }: PricesViewProps) {
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const [list, setList] = useState(prices);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [pending, setPending] = useState<{ input: PriceChangeInput; question: string }>();

  const fail = (error: unknown) => {
    setErrors(error instanceof ApiError ? error.fieldErrors : {});
    setStatus({
      ok: false,
      text: error instanceof ApiError && error.detail ? error.detail : 'Check the fields above.',
    });
  };
  const reload = async () => setList(await listPrices(client));

  const schedule = async (input: PriceChangeInput) => {
    try {
      await schedulePrice(client, input);
      await reload();
      setErrors({});
      setPending(undefined);
      setStatus({ ok: true, text: 'Price change scheduled.' });
    } catch (error) {
      fail(error);
    }
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [kind, item] = String(form.get('item') ?? '').split(/:(.*)/s) as [string, string];
    const dollars = Number(String(form.get('amount') ?? '').replace(/[$,\s]/g, ''));
    const input: PriceChangeInput = {
      kind: kind as PriceItemView['kind'],
      item: item ?? '',
      amount_cents: Number.isFinite(dollars) ? dollarsToCents(dollars) : Number.NaN,
      effective_from: String(form.get('effective_from') ?? ''),
    };
    const current = list?.items.find((entry) => itemKey(entry) === itemKey(input));
    const check =
      current && Number.isInteger(input.amount_cents)
        ? priceBandCheck(input.kind, current.current_cents, input.amount_cents)
        : null;
    if (check?.outside) {
      // Asked here first; the API asks the same (409) if this step is skipped.
      setStatus(undefined);
      setPending({
        input: { ...input, confirm_box_change_cents: check.boxChangeCents },
        question: priceBandQuestion(input.kind, check),
      });
      return;
    }
    await schedule(input);
  };
  const cancel = async (id: number) => {
    try {
      await cancelPrice(client, id);
      await reload();
      setStatus({ ok: true, text: 'Price change cancelled.' });
    } catch (error) {
      fail(error);
    }
  };
  const error = (field: string) => errors[field]?.[0];

  return (
    <AdminLayout title="Prices" staff={staff} forbidden={forbidden}>
      <ActionStatus status={status} />
      {list ? (
        <>
          <Panel aria-labelledby="new-price-heading">
            <h2 id="new-price-heading">Schedule a price change</h2>
            <Muted>
              Today is {list.today} (shop time). A change starts on {list.earliest_change} at the
              earliest, so every subscriber it affects gets a week’s notice.
            </Muted>
            <form onSubmit={submit} noValidate>
              <FormRow>
                <SelectField
                  label="Item"
                  name="item"
                  options={list.items.map((item) => ({
                    value: itemKey(item),
                    label: `${item.name} (${item.unit})`,
                  }))}
                  error={error('item') ?? error('kind')}
                />
                <TextField
                  label="New price ($)"
                  name="amount"
                  inputMode="decimal"
                  error={error('amount_cents')}
                  required
                />
                <TextField
                  label="From (shop date)"
                  name="effective_from"
                  type="date"
                  min={list.earliest_change}
                  error={error('effective_from')}
                  required
                />
              </FormRow>
              <Button type="submit">Schedule change</Button>
            </form>
            {pending ? (
              <div role="alert">
                <p>{pending.question}</p>
                <Button type="button" onClick={() => schedule(pending.input)}>
                  Yes, schedule {consoleCents(pending.input.amount_cents)}
                </Button>{' '}
                <Button type="button" variant="secondary" onClick={() => setPending(undefined)}>
                  No, change it
                </Button>
              </div>
            ) : null}
          </Panel>
          <Panel aria-labelledby="prices-heading">
            <h2 id="prices-heading">Price list</h2>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="number">
                    Today
                  </th>
                  <th scope="col">Scheduled</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((item) => (
                  <tr key={itemKey(item)}>
                    <th scope="row">
                      {item.name}
                      <div>{item.unit}</div>
                    </th>
                    <td className="number">
                      {item.current_cents === null ? '—' : consoleCents(item.current_cents)}
                    </td>
                    <td>
                      {item.scheduled.length === 0
                        ? 'None'
                        : item.scheduled.map((change) => (
                            <FormRow key={change.id}>
                              <span>
                                {consoleCents(change.amount_cents)} from {change.effective_from}
                              </span>
                              <ConfirmButton
                                size="small"
                                label={`Cancel ${item.name} from ${change.effective_from}`}
                                ask={`Cancel the change to ${consoleCents(change.amount_cents)}?`}
                                confirm="Yes, cancel it"
                                onConfirm={() => cancel(change.id)}
                              />
                            </FormRow>
                          ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Panel>
        </>
      ) : null}
    </AdminLayout>
  );
}
