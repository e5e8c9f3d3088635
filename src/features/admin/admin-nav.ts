import type { Permission } from '@/contracts/admin/staff';

export interface AdminNavEntry {
  href: string;
  label: string;
  /** Shown only to roles that hold this permission (the page itself checks it too). */
  permission: Permission;
}

/** The console's navigation, in order. Add a line here for a new console page. */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { href: '/admin/', label: 'Dashboard', permission: 'dashboard.read' },
  { href: '/admin/customers/', label: 'Customers', permission: 'customers.read' },
  { href: '/admin/orders/', label: 'Orders', permission: 'customers.read' },
  { href: '/admin/subscriptions/', label: 'Subscriptions', permission: 'customers.read' },
  { href: '/admin/reports/', label: 'Reports', permission: 'reports.read' },
  { href: '/admin/fulfilment/', label: 'Fulfilment', permission: 'fulfilment.read' },
  { href: '/admin/production/', label: 'Production plan', permission: 'fulfilment.read' },
  {
    href: '/admin/fulfilment/tracking-import/',
    label: 'Import tracking',
    permission: 'fulfilment.write',
  },
  { href: '/admin/capacity/', label: 'Kitchen capacity', permission: 'capacity.manage' },
  { href: '/admin/payments/upcoming/', label: 'Upcoming charges', permission: 'payments.upcoming' },
  { href: '/admin/payments/failed/', label: 'Failed payments', permission: 'payments.failed.read' },
  {
    href: '/admin/payments/disputes/',
    label: 'Payment disputes',
    permission: 'payments.disputes.read',
  },
  { href: '/admin/payments/refunds/', label: 'Pending refunds', permission: 'orders.refund' },
  { href: '/admin/claims/', label: 'Box claims', permission: 'claims.review' },
  { href: '/admin/offers/', label: 'Offers', permission: 'offers.read' },
  { href: '/admin/prices/', label: 'Prices', permission: 'prices.manage' },
  { href: '/admin/tax/', label: 'Sales tax', permission: 'tax.manage' },
  { href: '/admin/staff/', label: 'Staff', permission: 'staff.manage' },
  { href: '/admin/audit/', label: 'Audit log', permission: 'audit.read' },
  { href: '/admin/jobs/', label: 'Jobs', permission: 'jobs.read' },
  { href: '/admin/emails/', label: 'Emails', permission: 'emails.preview' },
  { href: '/admin/credit-limits/', label: 'Credit limits', permission: 'credit.settings' },
  { href: '/admin/maintenance/', label: 'Maintenance', permission: 'maintenance.manage' },
];

export function navFor(permissions: readonly Permission[]): AdminNavEntry[] {
  return ADMIN_NAV.filter((entry) => permissions.includes(entry.permission));
}
