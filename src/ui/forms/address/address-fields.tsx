import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { formatPhone } from '@/domain/format/phone';
import { STATE_NAMES, SUPPORTED_STATES } from '@/domain/us-states';
import { CheckboxField, FieldRow, SelectField, TextField } from '@/ui/forms';
import type { AddressFormValues } from './address-form-values';

const ZIP_MAX_LENGTH = 10;
const STATE_OPTIONS = SUPPORTED_STATES.map((code) => ({ value: code, label: STATE_NAMES[code] }));

export interface AddressFieldsProps {
  register: UseFormRegister<AddressFormValues>;
  errors: FieldErrors<AddressFormValues>;
}

/** The address form's fields (spec section 3's names), shared by My info and checkout. */
export function AddressFields({ register, errors }: AddressFieldsProps) {
  const phone = register('phoneNumber');
  const zip = register('zipCode');
  return (
    <>
      <FieldRow>
        <TextField
          label="First name"
          autoComplete="shipping given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="shipping family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </FieldRow>
      <TextField
        label="Street address"
        autoComplete="shipping address-line1"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="Apt, suite or unit (optional)"
        autoComplete="shipping address-line2"
        error={errors.apt?.message}
        {...register('apt')}
      />
      <FieldRow>
        <TextField
          label="City"
          autoComplete="shipping address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label="State"
          autoComplete="shipping address-level1"
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          error={errors.state?.message}
          {...register('state')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete="shipping postal-code"
          maxLength={ZIP_MAX_LENGTH}
          error={errors.zipCode?.message}
          {...zip}
          onChange={(event) => {
            // A ZIP or ZIP+4 (12345-6789): digits and the one dash, never more than it can hold.
            event.target.value = event.target.value.replace(/[^\d-]/g, '').slice(0, ZIP_MAX_LENGTH);
            return zip.onChange(event);
          }}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="For delivery updates from the carrier."
          error={errors.phoneNumber?.message}
          {...phone}
          onChange={(event) => {
            // Shown grouped 3-3-4 while it is typed (spec section 5).
            event.target.value = formatPhone(event.target.value);
            return phone.onChange(event);
          }}
        />
      </FieldRow>
      <CheckboxField
        label="This is a residential address (someone can bring the box inside)"
        {...register('residentialAddress')}
      />
      <CheckboxField
        label="Text me delivery updates and offers. Message and data rates may apply; reply STOP to opt out."
        {...register('smsUpdates')}
      />
    </>
  );
}
