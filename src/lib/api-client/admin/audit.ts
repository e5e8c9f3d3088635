import type { AuditPage } from '@/contracts/admin/staff';
import type { ApiClient } from '../http';

export interface AuditFilters {
  staff_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  /** ISO dates (YYYY-MM-DD), both inclusive. */
  from?: string;
  to?: string;
  before?: number;
}

export const listAudit = (client: ApiClient, filters: AuditFilters = {}) =>
  client.request<AuditPage>({
    url: '/api/admin/audit/',
    params: Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined),
    ),
  });
