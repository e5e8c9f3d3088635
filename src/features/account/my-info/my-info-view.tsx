import type { Address, Customer } from '@/lib/api-client';
import { useAddress, useCustomer } from '@/lib/resources/use-customer-resources';
import { formatPhone } from '@/domain/format/phone';
import { AsyncContent } from '@/ui/async-content';
import styled from 'styled-components';
import { DocumentIcon, HomeIcon, LockIcon, MailIcon, PersonIcon } from '@/ui/primitives/icons';
import { mediaUp, spacing } from '@/ui/theme';
import { SummaryList } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { AccountPanel } from '../components/account-panel';
import { AddressForm } from './address-form';
import { toAddressFormValues } from '@/ui/forms/address/address-form-values';
import { PasswordForm } from '@/ui/forms/password/password-form';
import { ProfileForm } from './profile-form';
import { YourData } from './your-data';

/** Who the customer is beside how to change it, on a screen wide enough for both. */
const Pair = styled.div`
  display: grid;
  gap: ${spacing(6)};
  align-items: start;
  margin-bottom: ${spacing(6)};
  > section {
    margin-bottom: 0;
  }
  ${mediaUp('tabletLarge')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

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
      <Pair>
        <AccountPanel id="my-info-summary" icon={<PersonIcon />} title="At a glance">
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
        </AccountPanel>

        <AccountPanel id="my-info-details" icon={<MailIcon />} title="Your details">
          <ProfileForm customer={me} onSaved={(next) => onCustomerSaved({ ...me, ...next })} />
        </AccountPanel>
      </Pair>

      <AccountPanel id="my-info-address" icon={<HomeIcon />} title="Delivery address">
        <AddressForm
          customerId={customerId}
          initialValues={toAddressFormValues(
            saved,
            { firstName: me.first_name, lastName: me.last_name },
            me.is_sms,
          )}
          openBoxes={saved?.open_boxes ?? []}
          onSaved={onAddressSaved}
        />
      </AccountPanel>

      <AccountPanel
        id="my-info-password"
        icon={<LockIcon />}
        title={me.has_password ? 'Password' : 'Create a password'}
        intro={
          me.has_password
            ? null
            : 'Set a password so you can log in any time to manage your pup’s plan.'
        }
      >
        <PasswordForm
          hasPassword={Boolean(me.has_password)}
          onSaved={() => onCustomerSaved({ ...me, has_password: true })}
        />
      </AccountPanel>

      <AccountPanel id="my-info-data" icon={<DocumentIcon />} title="Your data">
        <YourData customerId={customerId} email={me.email} />
      </AccountPanel>
    </>
  );
}
