/**
 * The back office's shared vocabulary: roles, permissions and the staff views the admin API
 * answers. Imports nothing, so the console's pages and the server agree on one list.
 * Which role holds which permission is decided in one place: src/server/admin/permissions.ts.
 */
export const STAFF_ROLES = ['owner', 'support', 'fulfilment'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'dashboard.read',
  'customers.read',
  'customers.act',
  'customers.cards.read',
  'customers.credit',
  'customers.data_rights',
  'customers.export',
  'orders.refund',
  'orders.hold',
  /** Mark a shipped box delivered by hand, for a carrier that sends no events (audited). */
  'orders.deliver',
  /** Change an order before it is packed: ship-to, recipes and extras (money follows). */
  'orders.edit',
  /** Upcoming renewal charges: charge now, skip or move one box. */
  'payments.upcoming',
  'payments.failed.read',
  'payments.retry',
  /** The disputes list (charge.dispute.* webhooks) with their evidence due dates. */
  'payments.disputes.read',
  /** Resume or cancel the plans a dispute holds: owners only. */
  'payments.disputes.decide',
  'fulfilment.read',
  'fulfilment.write',
  /** Move or skip a whole delivery date (every customer on it is emailed): owners only. */
  'deliveries.reschedule',
  'offers.read',
  'offers.write',
  'prices.manage',
  'staff.manage',
  'audit.read',
  'jobs.read',
  'jobs.retry',
  'emails.preview',
  'claims.review',
  'claims.settings',
  'credit.settings',
  'consents.read',
  'maintenance.manage',
  'reports.read',
  'capacity.manage',
  /** See and change the states the shop collects sales tax in: owners only. */
  'tax.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  support: 'Support',
  fulfilment: 'Fulfilment',
};

/** A staff member as the console shows them (never a password hash or an authenticator secret). */
export interface StaffView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  totp_enabled: boolean;
  /** False until the person has followed their set-up link. */
  set_up: boolean;
  deactivated_at: string | null;
  invited_by: number | null;
  created_at: string;
}

/** Who is signed in to the console, with everything their role allows. */
export interface StaffSession {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  permissions: Permission[];
  totp_enabled: boolean;
}

export interface AuditEntryView {
  id: number;
  /** `customer`: a customer's own data-rights request, made from My info (no staff member). */
  actor: 'staff' | 'customer';
  staff_id: number | null;
  staff_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

export interface AuditPage {
  results: AuditEntryView[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: number | null;
}
