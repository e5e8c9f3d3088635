import type { Address, Customer } from '@/lib/api-client';
import { useAddress, useCustomer } from '@/lib/resources/use-customer-resources';
import { formatPhone } from '@/domain/format/phone';
import { AsyncContent } from '@/ui/async-content';
import { AccountCard, SummaryList } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { AddressForm } from './address-form';
import { toAddressFormValues } from '@/ui/forms/address/address-form-values';
import { PasswordForm } from '@/ui/forms/password/password-form';
import { ProfileForm } from './profile-form';
import { YourData } from './your-data';

/** /account/my-info/: the customer's details, delivery address with SMS opt-in, and password. */
export function MyInfoView() {
  return (
    <AccountFrame title="My info">{(session) => <MyInfo customerId={session.id} />}</AccountFrame>
  );
}

function MyInfo({ customerId }: { customerId: number }) {
  const customer = useCustomer(customerId);
  const address = useAddress(customerId);
  return (
    <AsyncContent
      resources={{ customer, address }}
      loadingLabel="Loading your details…"
      spinnerSize={24}
      retry
    >
      {(loaded) => (
        <MyInfoCards
          customerId={customerId}
          me={loaded.customer}
          saved={loaded.address}
          onCustomerSaved={(next) => void customer.mutate(next, { revalidate: false })}
          onAddressSaved={(next) => void address.mutate(next, { revalidate: false })}
        />
      )}
    </AsyncContent>
  );
}

function MyInfoCards({
  customerId,
  me,
  saved,
  onCustomerSaved,
  onAddressSaved,
}: {
  customerId: number;
  me: Customer;
  saved: Address | null;
  onCustomerSaved: (next: Customer) => void;
  onAddressSaved: (next: Address) => void;
}) {
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
        <ProfileForm customer={me} onSaved={(next) => onCustomerSaved({ ...me, ...next })} />
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
          onSaved={onAddressSaved}
        />
      </AccountCard>

      <AccountCard aria-labelledby="my-info-password">
        <h2 id="my-info-password">{me.has_password ? 'Password' : 'Create a password'}</h2>
        {me.has_password ? null : (
          <p>Set a password so you can log in any time to manage your pup’s plan.</p>
        )}
        <PasswordForm
          hasPassword={Boolean(me.has_password)}
          onSaved={() => onCustomerSaved({ ...me, has_password: true })}
        />
      </AccountCard>

      <AccountCard aria-labelledby="my-info-data">
        <h2 id="my-info-data">Your data</h2>
        <YourData customerId={customerId} email={me.email} />
      </AccountCard>
    </>
  );
}
