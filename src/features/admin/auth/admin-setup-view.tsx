import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, type StaffRole } from '@/contracts/admin/staff';
import { ApiError, createApiClient } from '@/lib/api-client';
import { completeStaffSetup } from '@/lib/api-client/admin/staff';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { ErrorText, Panel, SuccessText } from '../components/admin-styles';
import { TotpEnrolment } from './totp-enrolment';

export interface SetupLinkProps {
  token: string;
  email: string;
  role: StaffRole;
  secret: string;
  qrSvg: string;
}

type Errors = Partial<Record<'password' | 'confirm_password' | 'totp_code' | 'form', string>>;

/** The one-time set-up link: choose a password and set up an authenticator. */
export function AdminSetupView({ link }: { link: SetupLinkProps | null }) {
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!link)
    return (
      <AdminLayout title="Set up your console account">
        <p>This set-up link is not valid any more. Ask an owner to send you a new one.</p>
      </AdminLayout>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await completeStaffSetup(createApiClient(), {
        token: link.token,
        password: String(form.get('password') ?? ''),
        confirm_password: String(form.get('confirm_password') ?? ''),
        totp_code: String(form.get('totp_code') ?? '') || undefined,
      });
      setDone(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({
        password: fields.password?.[0],
        confirm_password: fields.confirm_password?.[0],
        totp_code: fields.totp_code?.[0],
        form: Object.keys(fields).length
          ? undefined
          : error instanceof ApiError && error.detail
            ? error.detail
            : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <AdminLayout title="Set up your console account">
        <SuccessText role="status">Your account is ready.</SuccessText>
        <Link href="/admin/login/">Sign in to the console</Link>
      </AdminLayout>
    );

  return (
    <AdminLayout title="Set up your console account">
      <p>
        {link.email} · {ROLE_LABELS[link.role]}
      </p>
      <form onSubmit={submit} noValidate>
        <Panel>
          <h2>Choose a password</h2>
          <input type="hidden" name="username" value={link.email} autoComplete="username" />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
            required
          />
          <TextField
            label="Confirm password"
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            error={errors.confirm_password}
            required
          />
        </Panel>
        <Panel>
          <h2>Two-step sign-in</h2>
          <p>Everyone signs in to the console with a code from an authenticator app as well.</p>
          <TotpEnrolment secret={link.secret} qrSvg={link.qrSvg} />
          <TextField
            label="Code from your app"
            name="totp_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors.totp_code}
            required
          />
        </Panel>
        <div role="alert">{errors.form ? <ErrorText>{errors.form}</ErrorText> : null}</div>
        <Button type="submit" loading={busy}>
          Save and continue
        </Button>
      </form>
    </AdminLayout>
  );
}
