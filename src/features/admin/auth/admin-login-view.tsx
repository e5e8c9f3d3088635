import { useState, type FormEvent } from 'react';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { ErrorText, Panel } from '../components/admin-styles';
import { SIGN_IN_MESSAGES, signInStaff } from './admin-session';
import { ownValue } from '@/domain/own-value';

/** Staff sign-in: email, password and (when two-step sign-in is on) the authenticator code. */
export function AdminLoginView({ next, initialError }: { next: string; initialError?: string }) {
  const [error, setError] = useState(
    initialError ? (ownValue(SIGN_IN_MESSAGES, initialError) ?? '') : '',
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    const result = await signInStaff({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      totp: String(form.get('totp') ?? ''),
    }).catch(() => ({ ok: false as const, error: 'ServerError' }));
    if (result.ok) {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    setError(ownValue(SIGN_IN_MESSAGES, result.error) ?? SIGN_IN_MESSAGES.CredentialsSignin!);
  };

  return (
    <AdminLayout title="Staff sign-in">
      <Panel>
        <form onSubmit={submit} noValidate>
          <TextField label="Email" name="email" type="email" autoComplete="username" required />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <TextField
            label="Authenticator code"
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint="The 6-digit code from your authenticator app. Not set one up yet? Leave it empty: you will be asked to."
          />
          <div role="alert">{error ? <ErrorText>{error}</ErrorText> : null}</div>
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </form>
      </Panel>
    </AdminLayout>
  );
}
