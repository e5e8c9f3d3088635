import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { signInWith } from '@/lib/session/sign-in';
import { safeRedirect } from '@/lib/safe-redirect';
import { PageLayout } from '@/ui/layout/page-layout';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { AuthCard, FormError } from './auth-form-styles';
import { loginErrorMessage } from './login-messages';

/** /auth/login/: email and password, the forgot-password link, and errors from the query. */
export function LoginView() {
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? loginErrorMessage(router.query.error as string | undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(
        'Some of your information is incomplete. Please review all fields before trying again.',
      );
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await signInWith('login', { email, password });
      if (result.ok) {
        await router.push(safeRedirect(router.query.next ?? router.query.callbackUrl, '/account/'));
        return;
      }
      setError(loginErrorMessage(result.error));
    } catch {
      setError(loginErrorMessage('NetworkError'));
    }
    setSubmitting(false);
  };

  return (
    <PageLayout footer="simple" showBanner={false}>
      <AuthCard aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Log in</h1>
        <form onSubmit={submit} noValidate>
          {shown ? <FormError role="alert">{shown}</FormError> : null}
          <div>
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
          </div>
          <div>
            <label htmlFor={`${id}-password`}>Password</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </div>
          <Button type="submit" loading={submitting} fullWidth>
            Log in
          </Button>
          <Link href="/auth/forgot-password/">Forgot your password?</Link>
          <p>
            New here? <Link href="/onboarding/">Take the quiz</Link> to build your pup’s plan.
          </p>
        </form>
      </AuthCard>
    </PageLayout>
  );
}
