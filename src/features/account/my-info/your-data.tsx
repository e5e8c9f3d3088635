import { useRef, useState, type FormEvent } from 'react';
import { toApiError, toUserMessage } from '@/lib/api-client';
import type { PendingBoxChoice, PendingBoxView } from '@/contracts/data-rights';
import { deleteMyAccount, exportMyData, pendingBoxesIn } from '@/lib/api-client/data-rights';
import { saveJson } from '@/lib/download/save-json';
import { browserApiClient } from '@/lib/session/api-client';
import { FormError, TextField } from '@/ui/forms';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import styled from 'styled-components';
import { spacing } from '@/ui/theme';
import { PendingBoxesChoice } from './pending-boxes-choice';

// The two rights sit apart, each with its own space: a download button pressed against the
// delete button reads as one control, and the destructive one is easy to hit by mistake.
const Rights = styled.div`
  display: grid;
  gap: ${spacing(6)};
  > section {
    display: grid;
    gap: ${spacing(3)};
    justify-items: start;
  }
  p {
    margin: 0;
  }
`;

export const ACCOUNT_DELETED_PATH = '/account-deleted/';
const MISMATCH = 'Type the email address of your account exactly.';
const CHOOSE = 'Choose what should happen to the box before deleting.';

export interface YourDataProps {
  customerId: number;
  email: string;
  /** Signs the browser out and lands on `callbackUrl` (the session module's signOut). */
  signOut?: (callbackUrl: string) => Promise<void>;
}

/**
 * The body of "Your data" on My info (the card and its heading are the page's): download everything the shop holds (CCPA right to know) and delete
 * the account (right to delete) after typing the account's email, then sign out.
 */
export function YourData({ customerId, email, signOut }: YourDataProps) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [formError, setFormError] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);
  // Paid boxes not shipped yet, once the server asked what should happen to them.
  const [pending, setPending] = useState<PendingBoxView[] | null>(null);
  const [choice, setChoice] = useState<PendingBoxChoice | ''>('');
  const [choiceError, setChoiceError] = useState('');
  const confirmField = useRef<HTMLInputElement>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError('');
    try {
      const data = await exportMyData(browserApiClient(), customerId);
      saveJson(data, `ollie-data-${customerId}-${data.generated_at.slice(0, 10)}.json`);
    } catch (caught) {
      setDownloadError(toUserMessage(toApiError(caught), { action: 'submit' }).message);
    } finally {
      setDownloading(false);
    }
  };

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setFieldError(MISMATCH);
      confirmField.current?.focus();
      return;
    }
    setFieldError('');
    if (pending && !choice) {
      setChoiceError(CHOOSE);
      return;
    }
    setChoiceError('');
    setDeleting(true);
    try {
      await deleteMyAccount(browserApiClient(), customerId, typed.trim(), choice || undefined);
    } catch (caught) {
      const error = toApiError(caught);
      const boxes = pendingBoxesIn(error);
      const message = error.fieldErrors.confirm_email?.[0];
      if (boxes && !choice) setPending(boxes);
      else if (message) setFieldError(message);
      else if (boxes && error.detail) setFormError(error.detail);
      else setFormError(toUserMessage(error, { action: 'submit' }).message);
      setDeleting(false);
      return;
    }
    // The account is gone and its sessions revoked: leave the signed-in pages for good.
    const out = signOut ?? (await import('@/lib/session/sign-out')).signOut;
    await out(ACCOUNT_DELETED_PATH).catch(() => setSignOutFailed(true));
  };

  if (signOutFailed)
    return (
      <p role="status">
        Your account is deleted. <Link href={ACCOUNT_DELETED_PATH}>Continue</Link>
      </p>
    );

  return (
    <Rights>
      <section>
        <p>Download a copy of everything we hold about you and your pups, as a JSON file.</p>
        {downloadError ? <FormError role="alert">{downloadError}</FormError> : null}
        <Button variant="secondary" onClick={() => void download()} loading={downloading}>
          Download my data
        </Button>
      </section>
      <section>
        {confirming ? (
          <form onSubmit={(event) => void remove(event)} noValidate aria-label="Delete my account">
            <p>
              Deleting your account cancels your plans, removes your saved cards and erases your
              name, email, phone and address. Orders are kept for tax records without them. This
              cannot be undone.
            </p>
            {formError ? <FormError role="alert">{formError}</FormError> : null}
            <TextField
              ref={confirmField}
              label="Type your email to confirm"
              type="email"
              autoComplete="off"
              value={typed}
              error={fieldError || undefined}
              onChange={(event) => setTyped(event.target.value)}
              autoFocus
            />
            {pending ? (
              <PendingBoxesChoice
                boxes={pending}
                value={choice}
                onChange={(next) => {
                  setChoice(next);
                  setChoiceError('');
                }}
                error={choiceError || undefined}
              />
            ) : null}
            <div>
              <Button type="submit" variant="destructive" loading={deleting}>
                Delete my account permanently
              </Button>{' '}
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
                Keep my account
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        )}
      </section>
    </Rights>
  );
}
