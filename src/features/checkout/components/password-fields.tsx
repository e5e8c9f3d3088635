import { TextField } from '@/ui/forms';

export interface PasswordDraft {
  password: string;
  confirm_password: string;
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
