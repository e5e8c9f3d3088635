import { useForm } from 'react-hook-form';
import { browserApiClient } from '@/lib/session/api-client';
import { MESSAGES, saveAddress, toApiError, toUserMessage, type Address } from '@/lib/api-client';
import { formatPhone } from '@/domain/format/phone';
import { AddressFields } from '@/ui/forms/address/address-fields';
import { FormError } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import {
  addressResolver,
  preloadAddressCheck,
  toAddressBody,
  type AddressFormValues,
} from '@/ui/forms/address/address-form-values';

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

  return (
    <form
      onSubmit={save}
      onFocus={() => void preloadAddressCheck()}
      noValidate
      aria-label="Delivery address"
    >
      {errors.root?.message ? <FormError role="alert">{errors.root.message}</FormError> : null}
      <AddressFields register={register} errors={errors} />
      <div>
        <Button type="submit" loading={isSubmitting}>
          Save address
        </Button>
      </div>
    </form>
  );
}
