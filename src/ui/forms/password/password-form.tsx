import { useForm } from 'react-hook-form';
import { browserApiClient } from '@/lib/session/api-client';
import {
  createPassword,
  MESSAGES,
  toApiError,
  toUserMessage,
  updatePassword,
} from '@/lib/api-client';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { passwordProblem, PASSWORD_HINT, PASSWORDS_DO_NOT_MATCH } from '@/domain/password-policy';
import { FormError } from '../form-error';
import { TextField } from '../text-field';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export interface PasswordFormProps {
  /** A lead has no password yet: they create one; everyone else changes theirs. */
  hasPassword: boolean;
  onSaved: () => void;
}

/**
 * Create a first password (leads) or change it (current password required). The shared policy
 * is checked here first; the server also refuses common passwords, and its field messages are
 * shown on the fields here.
 */
export function PasswordForm({ hasPassword, onSaved }: PasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const save = handleSubmit(async (values) => {
    try {
      if (hasPassword) await updatePassword(browserApiClient(), values);
      else
        await createPassword(browserApiClient(), {
          password: values.new_password,
          confirm_password: values.confirm_password,
        });
      reset();
      onSaved();
      notify.success(MESSAGES.changesSaved);
    } catch (caught) {
      const error = toApiError(caught);
      const fieldOf = (name: string) => error.fieldErrors[name]?.[0];
      const current = fieldOf('current_password');
      const fresh = fieldOf('new_password') ?? fieldOf('password');
      const confirm = fieldOf('confirm_password');
      if (current) setError('current_password', { type: 'server', message: current });
      if (fresh) setError('new_password', { type: 'server', message: fresh });
      if (confirm) setError('confirm_password', { type: 'server', message: confirm });
      if (!current && !fresh && !confirm)
        setError('root', { message: toUserMessage(error, { action: 'submit' }).message });
    }
  });

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={hasPassword ? 'Change password' : 'Create a password'}
    >
      {errors.root?.message ? <FormError role="alert">{errors.root.message}</FormError> : null}
      {hasPassword ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password', { required: FIELD_REQUIRED })}
        />
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`${PASSWORD_HINT} Long phrases are welcome.`}
        error={errors.new_password?.message}
        {...register('new_password', {
          required: FIELD_REQUIRED,
          validate: (value) => passwordProblem(value) ?? true,
        })}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password', {
          required: FIELD_REQUIRED,
          validate: (value, all) => value === all.new_password || PASSWORDS_DO_NOT_MATCH,
        })}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {hasPassword ? 'Change password' : 'Create password'}
        </Button>
      </div>
    </form>
  );
}
