import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OpenBoxView } from '@/contracts/customers';
import { longDate } from '@/domain/format/date';
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
  /** Boxes ordered and not packed yet: the form asks whether they follow the new address. */
  openBoxes?: OpenBoxView[];
  onSaved: (address: Address) => void;
}

/** The delivery address with the spec's form field names; server messages land on the same fields. */
const CHOOSE = 'Choose where the boxes already ordered go.';

export function AddressForm({
  customerId,
  initialValues,
  openBoxes = [],
  onSaved,
}: AddressFormProps) {
  const [apply, setApply] = useState<boolean | null>(null);
  const [applyError, setApplyError] = useState<string>();
  const choiceId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ resolver: addressResolver, defaultValues: initialValues });

  const save = handleSubmit(async (values) => {
    if (openBoxes.length && apply === null) {
      setApplyError(CHOOSE);
      return;
    }
    try {
      const saved = await saveAddress(browserApiClient(), customerId, {
        ...toAddressBody(values),
        ...(openBoxes.length ? { apply_to_orders: apply === true } : {}),
      });
      setApply(null);
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
      {openBoxes.length ? (
        <fieldset aria-describedby={applyError ? `${choiceId}-error` : undefined}>
          <legend>
            {openBoxes.length === 1
              ? `Your box arriving ${longDate(openBoxes[0]!.delivery_date)} is already ordered. Where should it go?`
              : `${openBoxes.length} boxes are already ordered. Where should they go?`}
          </legend>
          {(
            [
              [true, 'To this new address'],
              [
                false,
                `To the address ${openBoxes.length === 1 ? 'it was' : 'they were'} ordered with`,
              ],
            ] as const
          ).map(([value, label]) => (
            <label key={label}>
              <input
                type="radio"
                name="apply_to_orders"
                checked={apply === value}
                onChange={() => {
                  setApply(value);
                  setApplyError(undefined);
                }}
              />{' '}
              {label}
            </label>
          ))}
          {applyError ? <FormError id={`${choiceId}-error`}>{applyError}</FormError> : null}
        </fieldset>
      ) : null}
      <div>
        <Button type="submit" loading={isSubmitting}>
          Save address
        </Button>
      </div>
    </form>
  );
}
