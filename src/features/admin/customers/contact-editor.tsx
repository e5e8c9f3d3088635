import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import {
  editCustomerAddress,
  editCustomerProfile,
  type AddressView,
  type CustomerCareView,
} from '@/lib/api-client/admin/customers';
import { longDate } from '@/domain/format/date';
import { STATE_NAMES, SUPPORTED_STATES } from '@/domain/us-states';
import { SelectField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { ErrorText, FormRow, Panel } from '../components/admin-styles';
import { TextFields, type TextFieldSpec } from '../components/text-fields';
import type { useCareAction } from './use-care-action';

type Errors = Record<string, string[] | undefined>;

const CONTACT_FIELDS: TextFieldSpec[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'email', label: 'Email' },
];

export const ADDRESS_FIELDS: TextFieldSpec[] = [
  { name: 'first_name', label: 'Recipient first name' },
  { name: 'last_name', label: 'Recipient last name' },
  { name: 'address1', label: 'Street address' },
  { name: 'address2', label: 'Apartment, suite (optional)' },
  { name: 'city', label: 'City' },
  { name: 'zip_code', label: 'ZIP code' },
  { name: 'phone', label: 'Phone' },
];

export const STATE_OPTIONS = SUPPORTED_STATES.map((code) => ({
  value: code,
  label: `${STATE_NAMES[code]} (${code})`,
}));

const APPLY_REQUIRED = 'Choose where the boxes already ordered go.';

function addressValues({ open_boxes: _boxes, orders_moved: _moved, ...address }: AddressView) {
  return { ...address, is_sms: null, is_residential: null };
}

/** The boxes already ordered keep their ship-to unless the agent (with the customer) says. */
function OpenBoxesChoice({
  boxes,
  error,
}: {
  boxes: NonNullable<AddressView['open_boxes']>;
  error?: string;
}) {
  const list = boxes.map((box) => `#${box.order_id} for ${longDate(box.delivery_date)}`).join(', ');
  return (
    <fieldset aria-describedby={error ? 'apply-to-orders-error' : undefined}>
      <legend>
        {boxes.length === 1 ? 'One box is' : `${boxes.length} boxes are`} already ordered ({list}).
        Where should {boxes.length === 1 ? 'it' : 'they'} go?
      </legend>
      <label>
        <input type="radio" name="apply_to_orders" value="yes" /> To the new address
      </label>
      <label>
        <input type="radio" name="apply_to_orders" value="no" /> To the address they were ordered
        with
      </label>
      {error ? <ErrorText id="apply-to-orders-error">{error}</ErrorText> : null}
    </fieldset>
  );
}

const text = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));

/**
 * Support changes a customer's contact details and delivery address on the customer's behalf;
 * the API applies the customer's own form rules and its field messages are shown beside the
 * fields. The server's answer, not the form, is what the page shows afterwards.
 */
export function ContactEditor({
  care,
  address,
  action,
}: {
  care: CustomerCareView;
  address: AddressView | null;
  action: ReturnType<typeof useCareAction>;
}) {
  const [contactErrors, setContactErrors] = useState<Errors>({});
  const [addressErrors, setAddressErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string>();
  const id = care.profile.id;
  const openBoxes = address?.open_boxes ?? [];

  const save = async (
    call: () => Promise<unknown>,
    setErrors: (errors: Errors) => void,
    done: string,
  ) => {
    setProblem(undefined);
    try {
      await call();
      setErrors({});
      await action.settle(done);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      if (!Object.keys(fields).length)
        setProblem(error instanceof ApiError && error.detail ? error.detail : 'Please try again.');
    }
  };
  const saveContact = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = text(event.currentTarget);
    void save(
      () =>
        editCustomerProfile(action.client, id, {
          first_name: data.first_name ?? '',
          last_name: data.last_name ?? '',
          email: data.email ?? '',
        }),
      setContactErrors,
      'Contact details saved.',
    );
  };
  const saveAddress = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = text(form);
    const checked = (name: string) =>
      (form.elements.namedItem(name) as HTMLInputElement | null)?.checked ?? false;
    const flags = { is_sms: checked('is_sms'), is_residential: checked('is_residential') };
    const { apply_to_orders: apply, ...fields } = data;
    if (openBoxes.length && apply === undefined) {
      setAddressErrors({ apply_to_orders: [APPLY_REQUIRED] });
      return;
    }
    void save(
      () =>
        editCustomerAddress(action.client, id, {
          ...fields,
          ...flags,
          apply_to_orders: apply === 'yes',
        }),
      setAddressErrors,
      'Delivery address saved.',
    );
  };
  return (
    <Panel aria-labelledby="edit-contact-heading">
      <h2 id="edit-contact-heading">Edit contact details</h2>
      {problem ? <ErrorText role="alert">{problem}</ErrorText> : null}
      <form onSubmit={saveContact} aria-label="Contact details" noValidate>
        <FormRow>
          <TextFields fields={CONTACT_FIELDS} values={care.profile} errors={contactErrors} />
          <Button type="submit">Save contact details</Button>
        </FormRow>
      </form>
      <h3>Delivery address</h3>
      <form onSubmit={saveAddress} aria-label="Delivery address" noValidate>
        <FormRow>
          <TextFields
            fields={ADDRESS_FIELDS}
            values={address ? addressValues(address) : {}}
            errors={addressErrors}
          />
          <SelectField
            label="State"
            name="state"
            options={STATE_OPTIONS}
            placeholder="Choose a state"
            defaultValue={address?.state ?? ''}
            error={addressErrors.state?.[0]}
          />
          <label>
            <input type="checkbox" name="is_sms" defaultChecked={address?.is_sms ?? false} /> Texts
            about deliveries
          </label>
          <label>
            <input
              type="checkbox"
              name="is_residential"
              defaultChecked={address?.is_residential ?? true}
            />{' '}
            A home (not a business)
          </label>
          {openBoxes.length ? (
            <OpenBoxesChoice boxes={openBoxes} error={addressErrors.apply_to_orders?.[0]} />
          ) : null}
          <Button type="submit">Save delivery address</Button>
        </FormRow>
      </form>
    </Panel>
  );
}
