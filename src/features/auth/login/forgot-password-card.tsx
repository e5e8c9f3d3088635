import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client/errors';
import { toUserMessage } from '@/lib/api-client/user-message';
import { PASSWORD_RESET_EMAIL_SENT, RECOVERY_INSTRUCTIONS } from '@/domain/generic-messages';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { notify } from '@/ui/layout/toast/notify';
import { publicEnv } from '@/env/client';
import { AuthCard, FormError, FormNote } from './auth-form-styles';
import { useRecaptcha } from './use-recaptcha';
import { isEmailAddress } from '@/domain/email-format';
import { EMAIL_REQUIRED } from '@/domain/field-messages';

const loadActions = () => import('./password-recovery-actions');

/** Forgot password: one email field; the answer is the same whether or not the account exists. */
export function ForgotPasswordCard() {
  const id = useId();
  const [email, setEmail] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  // What was typed before the page hydrated counts as typed.
  useEffect(() => {
    if (emailInput.current?.value) setEmail(emailInput.current.value);
  }, []);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const {
    slot: captchaSlot,
    token: captchaToken,
    status: captchaStatus,
    reset: resetCaptcha,
    required: captchaRequired,
  } = useRecaptcha(publicEnv.recaptchaSiteKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email.trim())) {
      setError(EMAIL_REQUIRED);
      return;
    }
    if (captchaRequired && !captchaToken) {
      setError('Please complete the captcha.');
      return;
    }
    setState('sending');
    setError(null);
    // The API client (axios) loads on submit, keeping it out of this page's first load; should it
    // fail to load, the connection dropped, and the error copy (in the page) says so.
    let actions: Awaited<ReturnType<typeof loadActions>> | null = null;
    try {
      actions = await loadActions();
      await actions.requestPasswordRecovery(actions.createApiClient(), email.trim(), captchaToken);
      setState('sent');
      notify.success(PASSWORD_RESET_EMAIL_SENT);
    } catch (failure) {
      const error = actions ? (failure as ApiError) : new ApiError('network', { cause: failure });
      setError(toUserMessage(error, { action: 'submit' }).message);
      resetCaptcha();
      setState('idle');
    }
  };

  return (
    <AuthCard aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Forgot your password?</h1>
      {state === 'sent' ? (
        <FormNote role="status">{RECOVERY_INSTRUCTIONS}</FormNote>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>Enter your email and we’ll send you a link to choose a new password.</p>
          {error ? <FormError role="alert">{error}</FormError> : null}
          <div>
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              ref={emailInput}
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          {captchaRequired ? <div ref={captchaSlot} /> : null}
          {captchaStatus === 'failed' ? (
            <FormError role="alert">
              The captcha could not load. Please refresh the page, or check that nothing blocks
              google.com.
            </FormError>
          ) : null}
          <Button type="submit" loading={state === 'sending'} fullWidth>
            Send reset link
          </Button>
        </form>
      )}
      <p>
        <Link href="/auth/login/">Back to log in</Link>
      </p>
    </AuthCard>
  );
}
