import { useEffect, useRef } from 'react';
import { publicEnv } from '@/env/client';
import { FormError } from './auth-form-styles';
import { useRecaptcha } from './use-recaptcha';

interface LoginCaptchaProps {
  /** The current answer ('' until one is given or after it expired). */
  onAnswer: (token: string) => void;
  /** Changes after each refused attempt: a reCAPTCHA answer can be used once only. */
  attempt: number;
}

/**
 * The reCAPTCHA checkbox the login asks for after several failed attempts (the server's throttle
 * says when, with a 429 carrying `captcha_required`). Loaded only then, so the login page itself
 * carries none of it. Without a site key (local use) there is nothing to show: the server skips
 * the check then too.
 */
export default function LoginCaptcha({ onAnswer, attempt }: LoginCaptchaProps) {
  const { slot, token, status, reset } = useRecaptcha(publicEnv.recaptchaSiteKey);
  useEffect(() => onAnswer(token), [token, onAnswer]);
  // Reset only when a new attempt has used the answer up, not when the widget first appears
  // (`reset` changes then): that would wipe an answer given the moment the checkbox showed.
  const answeredAttempt = useRef(attempt);
  useEffect(() => {
    if (attempt === answeredAttempt.current) return;
    answeredAttempt.current = attempt;
    reset();
  }, [attempt, reset]);
  if (!publicEnv.recaptchaSiteKey) return null;
  return (
    <div>
      <p id="login-captcha-note">Please complete the captcha to log in.</p>
      <div ref={slot} aria-describedby="login-captcha-note" />
      {status === 'failed' ? (
        <FormError role="alert">
          The captcha could not load. Please refresh the page, or check that nothing blocks
          google.com.
        </FormError>
      ) : null}
    </div>
  );
}
