import useSWR from 'swr';
import { browserApiClient } from '@/lib/session/api-client';
import { getAddress, getCustomer, toApiError, toUserMessage } from '@/lib/api-client';
import { formatPhone } from '@/domain/format/phone';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { Spinner } from '@/ui/primitives/spinner';
import { AccountCard, SummaryList } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { AddressForm } from './address-form';
import { toAddressFormValues } from '@/ui/forms/address/address-form-values';
import { PasswordForm } from '@/ui/forms/password/password-form';
import { ProfileForm } from './profile-form';

/** /account/my-info/: the customer's details, delivery address with SMS opt-in, and password. */
export function MyInfoView() {
  return (
    <AccountFrame title="My info">{(session) => <MyInfo customerId={session.id} />}</AccountFrame>
  );
}

function MyInfo({ customerId }: { customerId: number }) {
  const client = browserApiClient();
  const customer = useSWR(['customer', customerId], () =>
    getCustomer(client, customerId, ['is_sms', 'has_password']),
  );
  const address = useSWR(['address', customerId], () => getAddress(client, customerId));

  const failure = customer.error ?? address.error;
  if (failure) {
    return (
      <>
        <FormError role="alert">
          {toUserMessage(toApiError(failure), { action: 'load' }).message}
        </FormError>
        <p>
          <Button
            variant="secondary"
            onClick={() => void Promise.all([customer.mutate(), address.mutate()])}
          >
            Try again
          </Button>
        </p>
      </>
    );
  }
  if (!customer.data || address.data === undefined) {
    return (
      <p>
        <Spinner $size={24} /> Loading your details…
      </p>
    );
  }

  const me = customer.data;
  const saved = address.data;
  return (
    <>
      <AccountCard aria-labelledby="my-info-summary">
        <h2 id="my-info-summary">At a glance</h2>
        <SummaryList>
          <dt>Name</dt>
          <dd>{[me.first_name, me.last_name].filter(Boolean).join(' ') || 'Not given yet'}</dd>
          <dt>Email</dt>
          <dd>{me.email}</dd>
          <dt>Phone</dt>
          <dd>{saved?.phone ? formatPhone(saved.phone) : 'Not given yet'}</dd>
          <dt>Text updates</dt>
          <dd>{(saved?.is_sms ?? me.is_sms) ? 'On' : 'Off'}</dd>
        </SummaryList>
      </AccountCard>

      <AccountCard aria-labelledby="my-info-details">
        <h2 id="my-info-details">Your details</h2>
        <ProfileForm
          customer={me}
          onSaved={(next) => void customer.mutate({ ...me, ...next }, { revalidate: false })}
        />
      </AccountCard>

      <AccountCard aria-labelledby="my-info-address">
        <h2 id="my-info-address">Delivery address</h2>
        <AddressForm
          customerId={customerId}
          initialValues={toAddressFormValues(
            saved,
            { firstName: me.first_name, lastName: me.last_name },
            me.is_sms,
          )}
          onSaved={(next) => void address.mutate(next, { revalidate: false })}
        />
      </AccountCard>

      <AccountCard aria-labelledby="my-info-password">
        <h2 id="my-info-password">{me.has_password ? 'Password' : 'Create a password'}</h2>
        {me.has_password ? null : (
          <p>Set a password so you can log in any time to manage your pup’s plan.</p>
        )}
        <PasswordForm
          hasPassword={Boolean(me.has_password)}
          onSaved={() => void customer.mutate({ ...me, has_password: true }, { revalidate: false })}
        />
      </AccountCard>
    </>
  );
}
