import Link from 'next/link';
import type { StaffSession } from '@/contracts/admin/staff';
import type { RenewalConsentRecord } from '@/contracts/consents';
import type { AddressView, CustomerCareView as Care } from '@/lib/api-client/admin/customers';
import { AdminLayout } from '../components/admin-layout';
import { ErrorText, Muted, Panel, Table } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { AccountTools } from './account-tools';
import { AddPupPanel } from './add-pup-panel';
import { ConsentRecords } from './consent-records';
import { ContactEditor } from './contact-editor';
import { CustomerTimeline } from './customer-timeline';
import { DataRightsPanel } from './data-rights-panel';
import { OrderRefund } from './order-refund';
import type { PlanCatalog } from './plan-editors';
import { SubscriptionPanel } from './subscription-panel';
import { useCareAction } from './use-care-action';
import { consoleCents } from '../components/console-format';

export interface CustomerCareViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  care?: Care;
  /** No customer has this id (the page answers 404). */
  missing?: boolean;
  /** Recipes and extras to offer when changing a plan for the customer. */
  catalog?: PlanCatalog;
  /** Renewal-terms agreements; absent without the consents.read permission. */
  consents?: RenewalConsentRecord[];
  /** The delivery address to edit; absent without the customers.act permission. */
  address?: AddressView | null;
}

const PLAN_ACTIONS_ID = 'plan-actions';
const PLAN_ACTIONS_LINK = { href: `#${PLAN_ACTIONS_ID}`, label: 'Skip to plan actions' };

/** One customer: who they are, their pups and plans, orders, payments, emails, credit, notes. */
export function CustomerCareView({
  staff,
  accessToken,
  forbidden,
  care,
  missing,
  catalog,
  consents,
  address,
}: CustomerCareViewProps) {
  const action = useCareAction(accessToken);
  const name = care ? `${care.profile.first_name} ${care.profile.last_name}`.trim() : '';
  const can = (permission: StaffSession['permissions'][number]) =>
    staff.permissions.includes(permission);
  return (
    <AdminLayout
      title={name || 'Customer'}
      staff={staff}
      forbidden={forbidden}
      skipLinks={care?.subscriptions.length ? [PLAN_ACTIONS_LINK] : []}
    >
      <ActionStatus status={action.status} />
      {missing ? <ErrorText>No customer has this number.</ErrorText> : null}
      {care ? (
        <>
          <Panel aria-labelledby="profile-heading">
            <h2 id="profile-heading">Profile</h2>
            <p>
              {care.profile.email} · {care.profile.phone ?? 'no phone'} · {care.profile.status}
            </p>
            <p>{care.profile.address ?? 'No address yet.'}</p>
            <p>Pups: {care.pets.length ? care.pets.map((pet) => pet.name).join(', ') : 'none'}</p>
          </Panel>
          {address !== undefined ? (
            <ContactEditor care={care} address={address} action={action} />
          ) : null}
          {/* Where "Skip to plan actions" lands: past the menu, profile and contact editor. */}
          <div id={PLAN_ACTIONS_ID} tabIndex={-1} />
          {care.subscriptions.map((subscription) => (
            <SubscriptionPanel
              key={subscription.id}
              customerId={care.profile.id}
              subscription={subscription}
              action={action}
              catalog={can('customers.act') ? catalog : undefined}
            />
          ))}
          {can('customers.act') ? (
            <AddPupPanel customerId={care.profile.id} action={action} />
          ) : null}
          <Panel aria-labelledby="orders-heading">
            <h2 id="orders-heading">Orders</h2>
            {can('claims.review') ? (
              <p>
                <Link href={`/admin/claims/?customer=${care.profile.id}`}>
                  Box claims of this customer
                </Link>
              </p>
            ) : null}
            {care.orders.length ? (
              care.orders.map((order) => (
                <OrderRefund
                  key={order.id}
                  order={order}
                  canRefund={can('orders.refund')}
                  canHold={can('orders.hold')}
                  action={action}
                />
              ))
            ) : (
              <Muted>No orders yet.</Muted>
            )}
          </Panel>
          <Panel aria-labelledby="payments-heading">
            <h2 id="payments-heading">Payments</h2>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Payment</th>
                  <th scope="col" className="number">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {care.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>#{payment.id}</td>
                    <td className="number">{consoleCents(payment.amount)}</td>
                    <td>
                      {payment.status}
                      {payment.failure ? `: ${payment.failure}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {care.cards ? (
              <>
                <h3>Saved cards</h3>
                <ul>
                  {care.cards.map((card) => (
                    <li key={card.id}>
                      {card.brand} ending {card.last4}
                      {card.is_default ? ' (default)' : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Panel>
          <Panel aria-labelledby="referrals-heading">
            <h2 id="referrals-heading">Referrals</h2>
            {care.referrals.length ? (
              <ul>
                {care.referrals.map((referral) => (
                  <li key={referral.email}>
                    {referral.email}: {referral.joined ? 'joined' : 'invited'}
                    {referral.credit ? `, ${consoleCents(referral.credit)} credit` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <Muted>No friends invited.</Muted>
            )}
          </Panel>
          <CustomerTimeline customerId={care.profile.id} accessToken={accessToken} />
          {consents ? <ConsentRecords consents={consents} /> : null}
          <AccountTools care={care} canCredit={can('customers.credit')} action={action} />
          {can('customers.data_rights') ? (
            <DataRightsPanel
              customerId={care.profile.id}
              accessToken={accessToken}
              action={action}
            />
          ) : null}
        </>
      ) : null}
    </AdminLayout>
  );
}
