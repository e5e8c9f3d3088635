import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import {
  editCustomerAddress,
  editCustomerProfile,
  type AddressView,
  type CustomerCareView,
} from '@/lib/api-client/admin/customers';
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

const ADDRESS_FIELDS: TextFieldSpec[] = [
  { name: 'first_name', label: 'Recipient first name' },
  { name: 'last_name', label: 'Recipient last name' },
  { name: 'address1', label: 'Street address' },
  { name: 'address2', label: 'Apartment, suite (optional)' },
  { name: 'city', label: 'City' },
  { name: 'zip_code', label: 'ZIP code' },
  { name: 'phone', label: 'Phone' },
];

const STATE_OPTIONS = SUPPORTED_STATES.map((code) => ({
  value: code,
  label: `${STATE_NAMES[code]} (${code})`,
}));

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
    void save(
      () => editCustomerAddress(action.client, id, { ...data, ...flags }),
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
            values={address ? { ...address, is_sms: null, is_residential: null } : {}}
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
          <Button type="submit">Save delivery address</Button>
        </FormRow>
      </form>
    </Panel>
  );
}
