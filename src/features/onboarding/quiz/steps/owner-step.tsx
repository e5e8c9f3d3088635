import { useEffect, useState, type Dispatch, type FormEvent } from 'react';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { toUserMessage } from '@/lib/api-client/user-message';
import { pupsPlanLabel } from '@/domain/pup-names';
import { formatPhone } from '@/domain/format/phone';
import { CheckboxField, FormError, TextField } from '@/ui/forms';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import type { QuizAction, QuizState } from '../quiz-state';
import { Lead, StepActions } from '../quiz-styles';
import { useFocusFirstInvalid } from '@/ui/forms/use-focus-first-invalid';
import { LoadingLine } from '@/ui/primitives/spinner';
import { stepErrors } from './step-errors';
import { finishPups } from '../finish-pups';

export function OwnerStep({
  state,
  dispatch,
}: {
  state: QuizState;
  dispatch: Dispatch<QuizAction>;
}) {
  const { status, customer } = useCustomerSession();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref: form, focusFirstInvalidSoon } = useFocusFirstInvalid<HTMLFormElement>();
  const [failure, setFailure] = useState<{ message: string; exists: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  // A signed-in customer (Add Pup) is not asked again for what the account knows: name and email
  // come from the session, read-only; the name stays editable only when the account has none.
  const knownName = customer?.firstName ?? '';
  const owner = customer
    ? { ...state.owner, email: customer.email, firstName: knownName || state.owner.firstName }
    : state.owner;
  const edit = (changes: Partial<QuizState['owner']>) => dispatch({ type: 'editOwner', changes });
  const hasPhone = Boolean(state.owner.phone);
  const customerId = customer?.id;
  useEffect(() => {
    if (!customerId || hasPhone) return;
    let live = true;
    // The saved phone and text choice, from the delivery address (loaded on demand: the quiz's
    // first load carries no API client).
    void Promise.all([import('@/lib/api-client'), import('@/lib/session/api-client')])
      .then(([api, session]) => api.getAddress(session.browserApiClient(), customerId))
      .then((address) => {
        if (live && address?.phone)
          dispatch({
            type: 'editOwner',
            changes: { phone: formatPhone(address.phone), smsConsent: address.is_sms },
          });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [customerId, hasPhone, dispatch]);
  const plans = pupsPlanLabel(state.pups.map((pup) => pup.name));
  const several = state.pups.length > 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = await stepErrors(
      () => import('../owner-schema').then((module) => module.ownerSchema),
      // A signed-in customer's phone and text choice are the account's own (prefilled): their
      // choice stands, so no consent is demanded just because the saved phone is shown.
      customer ? { ...owner, smsConsent: true } : owner,
    );
    setErrors(found ?? {});
    if (found) focusFirstInvalidSoon();
    if (found) return;
    setSaving(true);
    const error = await finishPups({ ...state, owner }, dispatch);
    setSaving(false);
    if (error)
      setFailure({
        message: toUserMessage(error, { action: 'submit' }).message,
        exists: error.kind === 'customerExists',
      });
  };

  if (status === 'loading') return <LoadingLine label="Loading your details…" spinnerSize={0} />;

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="quiz-title">
      <h1 id="quiz-title">Where should we send {plans}?</h1>
      <Lead>We’ll save your answers so you can come back to them any time.</Lead>
      {failure ? (
        <FormError role="alert">
          {failure.message}{' '}
          {failure.exists ? (
            <>
              <Link href="/auth/login/?next=/onboarding/">Log in</Link> or{' '}
              <Link href="/auth/forgot-password/">set a password</Link>.
            </>
          ) : null}
        </FormError>
      ) : null}
      <TextField
        label="Your first name"
        autoComplete="given-name"
        value={owner.firstName}
        readOnly={Boolean(knownName)}
        error={errors.firstName}
        onChange={(event) => edit({ firstName: event.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={owner.email}
        readOnly={Boolean(customer)}
        hint={customer ? 'You’re logged in with this email.' : undefined}
        error={errors.email}
        onChange={(event) => edit({ email: event.target.value })}
      />
      <TextField
        label="Mobile phone (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={owner.phone}
        error={errors.phone}
        onChange={(event) => edit({ phone: formatPhone(event.target.value) })}
      />
      <CheckboxField
        label={`Text me my ${several ? 'pups’' : 'pup’s'} results and plan updates. Message and data rates may apply; reply STOP to opt out, HELP for help.`}
        checked={owner.smsConsent}
        onChange={(event) => edit({ smsConsent: event.target.checked })}
      />
      <StepActions>
        <Button
          type="button"
          variant="secondary"
          onClick={() => dispatch({ type: 'go', step: 'details', pupIndex: state.pups.length - 1 })}
        >
          Back
        </Button>
        <Button type="submit" loading={saving}>
          {several ? 'See their plans' : 'See my pup’s plan'}
        </Button>
      </StepActions>
    </form>
  );
}
