import { PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '@/contracts/admin/staff';

export { STAFF_ROLES, PERMISSIONS, type Permission, type StaffRole };

/**
 * The one permission table of the back office. Owners hold everything; support looks after
 * customers and their money; fulfilment packs boxes and never sees customers' cards or records
 * (a claim's reship reaches the warehouse as an order on the pick list, so it needs no claims
 * access). Only owners change the claim limits (claims.settings) and the daily credit limits
 * (credit.settings), see or flip the shop-wide maintenance switch (maintenance.manage), and
 * see and schedule prices (prices.manage), and see and change where the shop collects sales tax
 * (tax.manage).
 * Support answers customers' data requests by phone or email (customers.data_rights) and takes
 * CSV exports of customers, plans, orders, refunds and claims (customers.export, audited). Only
 * owners set the kitchen's capacity (capacity.manage); fulfilment sees it on its dates.
 * Support sees payment disputes (payments.disputes.read); only owners resume or cancel the plans a
 * dispute holds (payments.disputes.decide).
 */
const GRANTS: Record<StaffRole, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  support: new Set<Permission>([
    'dashboard.read',
    'customers.read',
    'customers.act',
    'customers.cards.read',
    'customers.credit',
    'customers.data_rights',
    'customers.export',
    'orders.refund',
    'orders.hold',
    'orders.deliver',
    'orders.edit',
    'payments.upcoming',
    'payments.failed.read',
    'payments.retry',
    'payments.disputes.read',
    'offers.read',
    'claims.review',
    'consents.read',
    'emails.preview',
    'reports.read',
  ]),
  // orders.hold: the packer who spots a problem holds the box (do not ship); the answer names
  // the order only, never the customer.
  fulfilment: new Set<Permission>([
    'dashboard.read',
    'fulfilment.read',
    'fulfilment.write',
    'orders.hold',
    // The packer who hears from a local courier that sends no events marks the box delivered.
    'orders.deliver',
  ]),
};

export function can(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role]?.has(permission) ?? false;
}

/** Everything a role may do, in the table's order (for the console's navigation). */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSIONS.filter((permission) => can(role, permission));
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
