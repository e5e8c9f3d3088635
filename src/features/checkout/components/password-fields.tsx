import { FIELD_REQUIRED } from '@/domain/field-messages';
import { TextField } from '@/ui/forms';

export interface PasswordDraft {
  password: string;
  confirm_password: string;
}

export const PASSWORD_MIN_LENGTH = 8;

/** What is wrong with each of the two fields, all at once (empty when nothing is). */
export function passwordDraftErrors(draft: PasswordDraft): Partial<PasswordDraft> {
  const errors: Partial<PasswordDraft> = {};
  if (!draft.password) errors.password = FIELD_REQUIRED;
  else if (draft.password.length < PASSWORD_MIN_LENGTH)
    errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (!draft.confirm_password) errors.confirm_password = FIELD_REQUIRED;
  else if (draft.password && draft.confirm_password !== draft.password)
    errors.confirm_password = 'The passwords do not match.';
  return errors;
}

/** A lead's first password, asked for at checkout (an order needs an account to manage it). */
export function PasswordFields({
  value,
  errors,
  onChange,
}: {
  value: PasswordDraft;
  errors: Partial<Record<keyof PasswordDraft, string>>;
  onChange: (value: PasswordDraft) => void;
}) {
  return (
    <>
      <TextField
        label="Create a password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. You’ll use it to manage deliveries."
        value={value.password}
        error={errors.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={value.confirm_password}
        error={errors.confirm_password}
        onChange={(event) => onChange({ ...value, confirm_password: event.target.value })}
      />
    </>
  );
}
