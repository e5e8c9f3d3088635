import { useForm } from 'react-hook-form';
import { browserApiClient } from '@/features/auth/session/api-client';
import { MESSAGES, saveAddress, toApiError, toUserMessage, type Address } from '@/lib/api-client';
import { formatPhone } from '@/lib/format/phone';
import { STATE_NAMES, SUPPORTED_STATES } from '@/server/domain/us-states';
import { CheckboxField, FormError, SelectField, TextField } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { FieldRow } from '../components/account-card';
import { addressResolver, toAddressBody, type AddressFormValues } from './address-form-values';

const STATE_OPTIONS = SUPPORTED_STATES.map((code) => ({ value: code, label: STATE_NAMES[code] }));

export interface AddressFormProps {
  customerId: number;
  initialValues: AddressFormValues;
  onSaved: (address: Address) => void;
}

/** The delivery address with the spec's form field names; server messages land on the same fields. */
export function AddressForm({ customerId, initialValues, onSaved }: AddressFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ resolver: addressResolver, defaultValues: initialValues });

  const save = handleSubmit(async (values) => {
    try {
      const saved = await saveAddress(browserApiClient(), customerId, toAddressBody(values));
      reset({ ...values, phoneNumber: formatPhone(saved.phone) });
      onSaved(saved);
      notify.success(MESSAGES.changesSaved);
    } catch (caught) {
      const error = toApiError(caught, 'address');
      const onForm = Object.entries(error.fieldErrors).filter(([field]) => field in initialValues);
      for (const [field, messages] of onForm) {
        setError(field as keyof AddressFormValues, { type: 'server', message: messages[0] });
      }
      if (!onForm.length || error.nonFieldErrors.length) {
        setError('root', { message: toUserMessage(error, { action: 'submit' }).message });
      }
    }
  });

  const phone = register('phoneNumber');
  return (
    <form onSubmit={save} noValidate aria-label="Delivery address">
      {errors.root?.message ? <FormError role="alert">{errors.root.message}</FormError> : null}
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
          error={errors.zipCode?.message}
          {...register('zipCode')}
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
      <div>
        <Button type="submit" loading={isSubmitting}>
          Save address
        </Button>
      </div>
    </form>
  );
}
