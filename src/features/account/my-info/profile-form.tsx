import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { customerUpdateSchema } from '@/contracts/customers';
import { browserApiClient } from '@/features/auth/session/api-client';
import { refreshSession } from '@/features/auth/session/session-store';
import {
  MESSAGES,
  toApiError,
  toUserMessage,
  updateCustomer,
  type Customer,
} from '@/lib/api-client';
import { FormError, TextField } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { FieldRow } from '../components/account-card';

interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
}

export interface ProfileFormProps {
  customer: Customer;
  onSaved: (customer: Customer) => void;
}

/** Name and email. A changed name shows in the header at once ('Hi, {first name}'). */
export function ProfileForm({ customer, onSaved }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: yupResolver(customerUpdateSchema) as never,
    defaultValues: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
    },
  });

  const save = handleSubmit(async (values) => {
    try {
      const saved = await updateCustomer(browserApiClient(), customer.id, values);
      onSaved(saved);
      void refreshSession();
      notify.success(MESSAGES.changesSaved);
    } catch (caught) {
      const error = toApiError(caught, 'customer');
      if (error.kind === 'invalidEmail' || error.kind === 'emailConflict') {
        setError('email', {
          type: 'server',
          message: error.fieldErrors.email?.[0] ?? toUserMessage(error).message,
        });
      } else {
        setError('root', { message: toUserMessage(error, { action: 'submit' }).message });
      }
    }
  });

  return (
    <form onSubmit={save} noValidate aria-label="Your details">
      {errors.root?.message ? <FormError role="alert">{errors.root.message}</FormError> : null}
      <FieldRow>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </FieldRow>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          Save details
        </Button>
      </div>
    </form>
  );
}
