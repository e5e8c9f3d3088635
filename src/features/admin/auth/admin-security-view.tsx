import { useState, type FormEvent } from 'react';
import type { StaffSession } from '@/contracts/admin/staff';
import { ApiError } from '@/lib/api-client';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import { confirmTotp } from '@/lib/api-client/admin/staff';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { Panel, SuccessText } from '../components/admin-styles';
import { TotpEnrolment } from './totp-enrolment';

export interface SecurityProps {
  staff: StaffSession;
  accessToken: string;
  enrolment: { secret: string; qrSvg: string } | null;
}

/**
 * Two-step sign-in for the signed-in staff member: on already, or set it up here (the only page
 * open to someone without it, signed in on their password).
 */
export function AdminSecurityView({ staff, accessToken, enrolment }: SecurityProps) {
  const [enabled, setEnabled] = useState(!enrolment);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const mustSetUp = !enabled;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await confirmTotp(
        createAdminClient(accessToken),
        String(new FormData(event.currentTarget).get('code') ?? ''),
      );
      setEnabled(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fieldErrors.code?.[0] ?? failure.detail ?? 'Please try again.')
          : 'Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminLayout
      title="Two-step sign-in"
      staff={{ ...staff, permissions: mustSetUp ? [] : staff.permissions }}
    >
      {enabled ? (
        <SuccessText role="status">Two-step sign-in is on for {staff.email}.</SuccessText>
      ) : (
        <Panel>
          <p>Everyone needs two-step sign-in before using the console.</p>
          <TotpEnrolment secret={enrolment!.secret} qrSvg={enrolment!.qrSvg} />
          <form onSubmit={submit} noValidate>
            <TextField
              label="Code from your app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={error}
              required
            />
            <Button type="submit" loading={busy}>
              Turn on two-step sign-in
            </Button>
          </form>
        </Panel>
      )}
    </AdminLayout>
  );
}
