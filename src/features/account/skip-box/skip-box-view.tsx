import { useId, useState } from 'react';
import { longDate } from '@/domain/format/date';
import type { ApiError } from '@/lib/api-client/errors';
import { toUserMessage } from '@/lib/api-client/user-message';
import { FlowLayout } from '@/ui/layout/flow-layout';
import { Header } from '@/ui/layout/header/header';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { AuthCard, FormError } from '@/features/auth/login/auth-form-styles';

/** What the server found when the page was asked for (nothing is changed by looking). */
export type SkipLinkState =
  | { state: 'ready'; pet_name: string; delivery_date: string; change_by: string }
  | { state: 'invalid' | 'expired' | 'used' | 'changed'; message: string };

type Outcome =
  | { kind: 'idle' }
  | { kind: 'skipped'; petName: string; skipped: string; next: string }
  | { kind: 'refused'; message: string };

const loadClient = () => import('@/lib/api-client');

/**
 * The renewal reminder's skip link lands here. A link previewer or a mail scanner only GETs, so
 * the skip waits for the customer's press of the one button (a POST through the API).
 */
export function SkipBoxView(props: { token: string; link: SkipLinkState }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { link } = props;

  const skip = async () => {
    setBusy(true);
    try {
      const { createApiClient, redeemSkipLink } = await loadClient();
      const done = await redeemSkipLink(createApiClient(), props.token);
      setOutcome({
        kind: 'skipped',
        petName: done.pet_name,
        skipped: done.skipped_date,
        next: done.next_delivery_date,
      });
    } catch (failure) {
      const error = failure as ApiError;
      setOutcome({
        kind: 'refused',
        message: error.detail ?? toUserMessage(error, { action: 'submit' }).message,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FlowLayout header={<Header showBanner={false} />}>
      <AuthCard aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Skip a box</h1>
        {outcome.kind === 'skipped' ? (
          <div role="status">
            <p>
              Done: {outcome.petName}’s box on {longDate(outcome.skipped)} is skipped. The next one
              arrives on {longDate(outcome.next)}.
            </p>
            <p>
              <Link href="/account/">Go to My plan</Link>
            </p>
          </div>
        ) : outcome.kind === 'refused' ? (
          <div>
            <FormError role="alert">{outcome.message}</FormError>
            <p>
              <Link href="/account/">Go to My plan</Link>
            </p>
          </div>
        ) : link.state === 'ready' ? (
          <div>
            <p>
              Skip {link.pet_name}’s box arriving on {longDate(link.delivery_date)}? Nothing is
              charged for it, and the plan carries on with the box after. You can change your mind
              from My plan until {longDate(link.change_by)}.
            </p>
            <Button type="button" onClick={skip} loading={busy} fullWidth>
              Skip this box
            </Button>
          </div>
        ) : (
          <div>
            <FormError role="alert">{link.message}</FormError>
            <p>
              <Link href="/account/">Go to My plan</Link>
            </p>
          </div>
        )}
      </AuthCard>
    </FlowLayout>
  );
}
