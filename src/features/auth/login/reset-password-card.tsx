import { useRouter } from 'next/router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client/errors';
import { toUserMessage } from '@/lib/api-client/user-message';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { PASSWORD_CHANGED_QUERY } from './login-messages';
import { AuthCard, FormError } from './auth-form-styles';

// The API client (axios), the password rules and the error copy load while the link is checked,
// keeping them out of the first load.
const loadActions = () => import('./password-recovery-actions');
type Actions = Awaited<ReturnType<typeof loadActions>>;

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

function fieldMessage(error: ApiError): string {
  const first = Object.values(error.fieldErrors)[0]?.[0];
  return first ?? toUserMessage(error, { action: 'submit' }).message;
}

/** Reset password from the emailed link: the link is checked first, then a new password is set. */
export function ResetPasswordCard() {
  const router = useRouter();
  const id = useId();
  const resetId = single(router.query.id);
  const token = single(router.query.token);
  const [checked, setChecked] = useState<'checking' | 'valid' | 'invalid'>('checking');
  const linkMissing = router.isReady && (!resetId || !token);
  const linkState = linkMissing ? 'invalid' : checked;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!router.isReady || !resetId || !token) return;
    loadActions()
      .then(({ createApiClient, validatePasswordReset }) =>
        validatePasswordReset(createApiClient(), resetId, token),
      )
      .then(
        () => setChecked('valid'),
        () => setChecked('invalid'),
      );
  }, [router.isReady, resetId, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let actions: Actions;
    try {
      actions = await loadActions();
    } catch (cause) {
      // The page's own code could not load: the connection dropped.
      setError(fieldMessage(new ApiError('network', { cause })));
      return;
    }
    const problems = actions.newPasswordErrors(password, confirm);
    const problem = problems.password ?? problems.confirm;
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { createApiClient, recoverPassword } = actions;
      await recoverPassword(createApiClient(), resetId, {
        token,
        new_password: password,
        confirm_password: confirm,
      });
      await router.push(`/auth/login/?password=${PASSWORD_CHANGED_QUERY}`);
    } catch (failure) {
      setError(fieldMessage(failure as ApiError));
      setSaving(false);
    }
  };

  return (
    <AuthCard aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Choose a new password</h1>
      {linkState === 'checking' ? <p role="status">Checking your link…</p> : null}
      {linkState === 'invalid' ? (
        <FormError role="alert">
          This reset link is invalid or has expired.{' '}
          <Link href="/auth/forgot-password/">Request a new one</Link>.
        </FormError>
      ) : null}
      {linkState === 'valid' ? (
        <form onSubmit={submit} noValidate>
          {error ? <FormError role="alert">{error}</FormError> : null}
          <div>
            <label htmlFor={`${id}-password`}>New password</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-confirm`}>Confirm new password</label>
            <input
              id={`${id}-confirm`}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </div>
          <Button type="submit" loading={saving} fullWidth>
            Save new password
          </Button>
        </form>
      ) : null}
    </AuthCard>
  );
}
