import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { swrKeys } from '@/lib/resources/keys';
import { AsyncContent } from '@/ui/async-content';
import { browserApiClient } from '@/lib/session/api-client';
import { getReferrals, inviteFriend, toApiError, toUserMessage } from '@/lib/api-client';
import { formatCredit } from '@/domain/format/credit';
import { TextField } from '@/ui/forms';
import { useFocusFirstInvalid } from '@/ui/forms/use-focus-first-invalid';
import { isEmailAddress } from '@/domain/email-format';
import { EMAIL_REQUIRED } from '@/domain/field-messages';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { GiftIcon } from '@/ui/primitives/icons';
import { AccountCard, IconTitle } from '../components/account-card';
import { fontSize, radius, spacing } from '@/ui/theme';

export const REFERRAL_SECTION_ID = 'refer-a-friend';

const Code = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(3)};
  align-items: center;
  code {
    font-size: ${fontSize.lg};
    font-weight: 700;
    padding: ${spacing(1, 3)};
    border-radius: ${radius.small};
    background: ${({ theme }) => theme.palette.bone};
  }
`;

const Invitations = styled.ul`
  margin: ${spacing(2, 0, 0)};
  padding-left: ${spacing(5)};
`;

/** The referral widget: code and link, both rewards, invitations sent and credit earned. */
export function ReferAFriend({ customerId }: { customerId: number }) {
  const referrals = useSWR(swrKeys.referrals(customerId), () =>
    getReferrals(browserApiClient(), customerId),
  );
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { ref: form, focusFirstInvalidSoon } = useFocusFirstInvalid<HTMLFormElement>();
  const loaded = Boolean(referrals.data);

  // The header's "Refer a friend" links here; the section appears only once its data is in.
  useEffect(() => {
    if (!loaded || window.location.hash !== `#${REFERRAL_SECTION_ID}`) return;
    const section = document.getElementById(REFERRAL_SECTION_ID);
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [loaded]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // The shop's own message under the field, as every other form shows it (the browser's
    // bubble is turned off with noValidate): the rule the API applies too.
    if (!isEmailAddress(email.trim())) {
      setError(EMAIL_REQUIRED);
      focusFirstInvalidSoon();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const next = await inviteFriend(browserApiClient(), customerId, email.trim());
      await referrals.mutate(next, { revalidate: false });
      notify.success(`Invitation sent to ${email.trim()}.`);
      setEmail('');
    } catch (failure) {
      const problem = toApiError(failure);
      setError(
        problem.fieldErrors.email?.[0] ?? toUserMessage(problem, { action: 'submit' }).message,
      );
    }
    setSending(false);
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success('Link copied.');
    } catch {
      notify.error('Copying is blocked here: select the link and copy it instead.');
    }
  };

  return (
    <AccountCard id={REFERRAL_SECTION_ID} tabIndex={-1} aria-labelledby="refer-title">
      <IconTitle id="refer-title">
        <GiftIcon />
        Refer a friend
      </IconTitle>
      <AsyncContent
        resources={{ referrals }}
        loadingLabel="Loading your referral code…"
        spinnerSize={0}
      >
        {({ referrals: data }) => (
          <>
            <p>
              Give a friend {data.friend_discount_percent}% off their first box. When it ships, you
              get {formatCredit(data.referrer_credit)} off your next box.
            </p>
            <Code>
              <span>Your code</span> <code>{data.code}</code>
              <Button variant="secondary" onClick={() => void copy(data.link)}>
                Copy my link
              </Button>
            </Code>
            <p>
              Your link: <a href={data.link}>{data.link}</a>
            </p>
            <form
              ref={form}
              aria-label="Invite a friend"
              noValidate
              onSubmit={(event) => void send(event)}
            >
              <TextField
                label="Friend’s email"
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={error ?? undefined}
                autoComplete="off"
              />
              <div>
                <Button type="submit" loading={sending} disabled={!email.trim()}>
                  Send invite
                </Button>
              </div>
            </form>
            <p>
              Credit earned: {formatCredit(data.credit_earned)}. Credit to spend:{' '}
              <strong>{formatCredit(data.credit_balance)}</strong>
              {data.credit_balance ? ', taken off your next box.' : '.'}
            </p>
            {data.invitations.length ? (
              <section aria-labelledby="invitations-title">
                <h3 id="invitations-title">Invitations</h3>
                <Invitations>
                  {data.invitations.map((invitation) => (
                    <li key={invitation.id}>
                      {invitation.friend}:{' '}
                      {invitation.status === 'joined'
                        ? `joined, you earned ${formatCredit(invitation.credit)}`
                        : 'invited'}
                    </li>
                  ))}
                </Invitations>
              </section>
            ) : null}
          </>
        )}
      </AsyncContent>
    </AccountCard>
  );
}
