import { newPasswordErrors, PASSWORD_HINT } from '@/domain/password-policy';
import { TextField } from '../text-field';

export interface PasswordDraft {
  password: string;
  confirm_password: string;
}

/** What is wrong with each of the two fields, all at once (empty when nothing is). */
export function passwordDraftErrors(draft: PasswordDraft): Partial<PasswordDraft> {
  const { password, confirm } = newPasswordErrors(draft.password, draft.confirm_password);
  return {
    ...(password ? { password } : {}),
    ...(confirm ? { confirm_password: confirm } : {}),
  };
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
        hint={`${PASSWORD_HINT} You’ll use it to manage deliveries.`}
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
