import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { FIELD_REQUIRED, INCOMPLETE_FORM } from '@/domain/field-messages';
import { FieldError } from '@/ui/forms/field-styles';
import { useFocusFirstInvalid } from '@/ui/forms/use-focus-first-invalid';
import { AuthCard, FormError } from './auth-form-styles';
import { loginErrorMessage, PASSWORD_CHANGED, PASSWORD_CHANGED_QUERY } from './login-messages';

// Signing in (NextAuth's callbacks, the redirect check) is needed only on submit: loaded when the
// form is first focused, not with the page.
const loadSubmit = () => import('./login-submit');
const preloadSubmit = () => void loadSubmit().catch(() => undefined);

// The CAPTCHA shows only once the throttle asks for it (after several failed attempts).
const LoginCaptcha = dynamic(() => import('./login-captcha'), { ssr: false });

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /auth/login/'s card: email and password, the forgot-password link, and errors from the query. */
export function LoginCard() {
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // What was typed (or filled in by a password manager) before the page hydrated counts.
  useEffect(() => {
    if (emailInput.current?.value) setEmail(emailInput.current.value);
    if (passwordInput.current?.value) setPassword(passwordInput.current.value);
  }, []);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState({ asked: false, answer: '', attempt: 0 });
  const onCaptchaAnswer = useCallback(
    (answer: string) => setCaptcha((current) => ({ ...current, answer })),
    [],
  );
  // Each empty field says so beside itself; cleared as soon as something is typed there.
  const [missing, setMissing] = useState({ email: false, password: false });
  const { ref: form, focusFirstInvalidSoon } = useFocusFirstInvalid<HTMLFormElement>();
  const queryError = single(router.query.error);
  const shown = error ?? loginErrorMessage(queryError);
  // Set by the reset-password page once the new password is saved (a toast fired just before
  // the route change was lost with the page it belonged to).
  const passwordChanged = single(router.query.password) === PASSWORD_CHANGED_QUERY;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing({ email: !email.trim(), password: !password });
      focusFirstInvalidSoon();
      setError(INCOMPLETE_FORM);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { logIn } = await loadSubmit();
      const result = await logIn(
        email,
        password,
        router.query.next ?? router.query.callbackUrl,
        captcha.answer,
      );
      if (result.ok) {
        await router.push(result.to);
        return;
      }
      const asked = captcha.asked || result.captchaRequired === true;
      setCaptcha((current) => ({ asked, answer: '', attempt: current.attempt + 1 }));
      setError(loginErrorMessage(result.error));
    } catch {
      setError(loginErrorMessage('NetworkError'));
    }
    setSubmitting(false);
  };

  return (
    <AuthCard aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Log in</h1>
      <form ref={form} onSubmit={submit} onFocus={preloadSubmit} noValidate>
        {/* The messages are in the page from the start, hidden until needed: showing one then
            adds no new styled-components rule, which would restyle the whole page inside the
            click (tens of ms on a phone). An alert region present before its text also gets
            announced more reliably. */}
        <FormError role="alert" hidden={!shown}>
          {shown}
        </FormError>
        <p role="status">{passwordChanged && !shown ? PASSWORD_CHANGED : null}</p>
        <div>
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            ref={emailInput}
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setMissing((current) => ({ ...current, email: false }));
            }}
            required
            aria-invalid={missing.email ? true : undefined}
            aria-describedby={missing.email ? `${id}-email-error` : undefined}
          />
          <FieldError id={`${id}-email-error`} hidden={!missing.email}>
            {FIELD_REQUIRED}
          </FieldError>
        </div>
        <div>
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            ref={passwordInput}
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing((current) => ({ ...current, password: false }));
            }}
            required
            aria-invalid={missing.password ? true : undefined}
            aria-describedby={missing.password ? `${id}-password-error` : undefined}
          />
          <FieldError id={`${id}-password-error`} hidden={!missing.password}>
            {FIELD_REQUIRED}
          </FieldError>
        </div>
        {captcha.asked ? (
          <LoginCaptcha attempt={captcha.attempt} onAnswer={onCaptchaAnswer} />
        ) : null}
        <Button type="submit" loading={submitting} fullWidth>
          Log in
        </Button>
        <Link href="/auth/forgot-password/">Forgot your password?</Link>
        <p>
          New here? <Link href="/onboarding/">Take the quiz</Link> to build your pup’s plan.
        </p>
      </form>
    </AuthCard>
  );
}
